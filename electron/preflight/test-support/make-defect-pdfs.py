"""Writes print PDFs with one defect each into the folder given as the argument (for the preflight's
tests). Every file is a Letter (8.5 x 11 in) page with 9 pt (3.175 mm) of bleed, text in an embedded
TrueType font and CMYK colour: clean, except for the one defect its name says (two for the file
whose name says two: the app's check before upload lists both, each with its page).

Needs Debian's python3-reportlab, python3-pil and fonts-dejavu-core (scripts/ensure-system.sh).
Run: /usr/bin/python3 make-defect-pdfs.py OUT_DIR
"""
import io
import os
import sys

from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.lib import pdfencrypt
from reportlab.lib.colors import CMYKColor

OUT = sys.argv[1]
INCH = 72.0
MM = 72.0 / 25.4
LETTER = (8.5 * INCH, 11 * INCH)
BLEED = 9.0

pdfmetrics.registerFont(TTFont('DejaVuSans', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))


def jpeg(width, height, mode):
    """A JPEG of a gradient, so it compresses like a photo and not to nothing."""
    image = Image.new(mode, (width, height))
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            if mode == 'CMYK':
                pixels[x, y] = (x * 255 // width, y * 255 // height, 80, 10)
            else:
                pixels[x, y] = (x * 255 // width, y * 255 // height, 120)
    data = io.BytesIO()
    image.save(data, 'JPEG', quality=85)
    data.seek(0)
    return ImageReader(data)


def new(name, size=LETTER, bleed=BLEED, encrypt=None):
    c = canvas.Canvas(os.path.join(OUT, name), pagesize=(size[0] + 2 * bleed, size[1] + 2 * bleed),
                      initialFontName='DejaVuSans', encrypt=encrypt, invariant=1)
    return c


def page(c, size=LETTER, bleed=BLEED, bleed_box=True, text=True, turned=False):
    """Sets the page's boxes and draws the clean content: CMYK background and text in DejaVu Sans.
    A turned page (/Rotate 90) is given its size crosswise: reportlab swaps the media box's sides."""
    w, h = size
    c.setPageSize((h + 2 * bleed, w + 2 * bleed) if turned else (w + 2 * bleed, h + 2 * bleed))
    c.setTrimBox((bleed, bleed, bleed + w, bleed + h))
    if bleed_box:
        c.setBleedBox((0, 0, w + 2 * bleed, h + 2 * bleed))
    c.setFillColorCMYK(0.1, 0, 0.05, 0)
    c.rect(0, 0, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    if text:
        c.setFillColorCMYK(0, 0, 0, 1)
        c.setFont('DejaVuSans', 14)
        c.drawString(bleed + INCH, bleed + h - INCH, 'PrintDesk preflight test page')


def finish(c):
    c.showPage()
    c.save()


def main():
    os.makedirs(OUT, exist_ok=True)

    c = new('clean.pdf')
    page(c)
    c.drawImage(jpeg(600, 600, 'CMYK'), BLEED + INCH, BLEED + 3 * INCH, 2 * INCH, 2 * INCH)
    finish(c)

    c = new('font-not-embedded.pdf')
    page(c)
    c.setFont('Helvetica', 12)
    c.drawString(BLEED + INCH, BLEED + 5 * INCH, 'Helvetica, not embedded')
    finish(c)

    for ppi in (100, 200, 300):
        c = new('image-%dppi.pdf' % ppi)
        page(c)
        c.drawImage(jpeg(2 * ppi, 2 * ppi, 'CMYK'), BLEED + INCH, BLEED + 3 * INCH, 2 * INCH, 2 * INCH)
        finish(c)

    c = new('rgb-image.pdf')
    page(c)
    c.drawImage(jpeg(600, 600, 'RGB'), BLEED + INCH, BLEED + 3 * INCH, 2 * INCH, 2 * INCH)
    finish(c)

    c = new('rgb-vector.pdf')
    page(c)
    c.setFillColorRGB(0.9, 0.1, 0.1)
    c.rect(BLEED + INCH, BLEED + 3 * INCH, 2 * INCH, INCH, stroke=0, fill=1)
    finish(c)

    c = new('no-bleed.pdf', bleed=0)
    page(c, bleed=0, bleed_box=False)
    finish(c)

    for mm in (2, 3):
        b = mm * MM
        c = new('bleed-%dmm.pdf' % mm, bleed=b)
        page(c, bleed=b)
        finish(c)

    a4 = (210 * MM, 297 * MM)
    c = new('wrong-size.pdf', size=a4)
    page(c, size=a4)
    finish(c)

    c = new('mixed-sizes.pdf')
    page(c)
    c.showPage()
    page(c, size=(8.5 * INCH, 14 * INCH))
    finish(c)

    # The landscape file, ordered as an 8.5 x 11 in flyer: 783 x 658 pt.
    landscape = (783.0, 658.0)
    c = new('landscape-783x658.pdf', size=landscape)
    page(c, size=landscape)
    finish(c)

    # Two defects on two pages: Helvetica (not embedded) on page 1, a 100 ppi image on page 2.
    c = new('font-and-image-100ppi.pdf')
    page(c)
    c.setFont('Helvetica', 12)
    c.drawString(BLEED + INCH, BLEED + 5 * INCH, 'Helvetica, not embedded')
    c.showPage()
    page(c)
    c.drawImage(jpeg(200, 200, 'CMYK'), BLEED + INCH, BLEED + 3 * INCH, 2 * INCH, 2 * INCH)
    finish(c)

    # x 100 ppi, y 200 ppi, on a page turned a quarter.
    c = new('rotated-page-image.pdf')
    c.setPageRotation(90)
    page(c, turned=True)
    c.drawImage(jpeg(200, 200, 'CMYK'), BLEED + INCH, BLEED + 3 * INCH, 2 * INCH, INCH)
    finish(c)

    # 240 px over 2 in (120 ppi), drawn turned by 30 degrees.
    c = new('turned-image.pdf')
    page(c)
    c.saveState()
    c.translate(BLEED + 3 * INCH, BLEED + 3 * INCH)
    c.rotate(30)
    c.drawImage(jpeg(240, 240, 'CMYK'), 0, 0, 2 * INCH, 2 * INCH)
    c.restoreState()
    finish(c)

    # The image is drawn at 1 x 1 in inside the form; the form is drawn scaled by 2: 100 ppi.
    c = new('form-image.pdf')
    page(c)
    c.beginForm('logo')
    c.drawImage(jpeg(200, 200, 'CMYK'), 0, 0, INCH, INCH)
    c.endForm()
    c.saveState()
    c.translate(BLEED + INCH, BLEED + 3 * INCH)
    c.scale(2, 2)
    c.doForm('logo')
    c.restoreState()
    finish(c)

    c = new('inline-image.pdf')
    page(c)
    gray = Image.new('L', (100, 100))
    gray.putdata([(x * 7 + y * 3) % 256 for y in range(100) for x in range(100)])
    c.drawInlineImage(gray, BLEED + INCH, BLEED + 3 * INCH, INCH, INCH)
    finish(c)

    # A filled-in form field whose appearance uses Helvetica, not embedded: it prints with the page.
    c = new('form-field-font.pdf')
    page(c)
    c.acroForm.textfield(name='customer', value='Dana Whitfield', x=BLEED + INCH, y=BLEED + 5 * INCH,
                         width=3 * INCH, height=0.4 * INCH, fontName='Helvetica', fontSize=12,
                         borderWidth=0, fillColor=None, textColor=CMYKColor(0, 0, 0, 1), annotationFlags='print')
    finish(c)

    c = new('encrypted.pdf', encrypt=pdfencrypt.StandardEncryption('secret', ownerPassword='owner'))
    page(c)
    finish(c)

    # Opens without a password (owner password only), so it prints: the preflight reads through the
    # encryption, and finds its one defect.
    c = new('owner-password-font-not-embedded.pdf', encrypt=pdfencrypt.StandardEncryption('', ownerPassword='owner', strength=128))
    page(c)
    c.setFont('Helvetica', 12)
    c.drawString(BLEED + INCH, BLEED + 5 * INCH, 'Helvetica, not embedded, encrypted file')
    finish(c)


main()
