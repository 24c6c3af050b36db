/**
 * The preflight area's messages (English, the source): the findings' sentences of the print checks
 * (electron/preflight/), as `printdesk preflight --json` has always written them. Ids `preflight.<what>`.
 */
export const preflight = {
  'preflight.file.empty': 'The file is empty: there is nothing to print.',
  'preflight.file.notPdf': 'This is not a PDF: its content is not a PDF document, whatever its name says.',
  'preflight.file.encrypted':
    'The PDF is password-protected: the printer cannot open it. Send it without a password.',
  'preflight.file.damaged': 'The PDF is damaged ({detail}): it cannot be printed reliably. Export it again.',
  'preflight.broken':
    '{count, plural, one {Page {pages}} other {Pages {pages}}} cannot be read ({problem}): the file is damaged and may not print.',
  'preflight.fontNotEmbedded':
    '{count, plural, one {Page {pages} uses} other {Pages {pages} use}} the font {font}, which is not in the file: the printer will substitute another.',
  'preflight.imageResolution.error':
    '{count, plural, one {Page {pages} has an image at {lowest} ppi, under the {limit} ppi minimum: it will print blurred or blocky.} other {Pages {pages} have images down to {lowest} ppi, under the {limit} ppi minimum: they will print blurred or blocky.}}',
  'preflight.imageResolution.warning':
    '{count, plural, one {Page {pages} has an image at {lowest} ppi, under the {limit} ppi recommended: it may print soft.} other {Pages {pages} have images down to {lowest} ppi, under the {limit} ppi recommended: they may print soft.}}',
  'preflight.rgbColour':
    '{count, plural, one {Page {pages} has} other {Pages {pages} have}} {what, select, both {RGB images and RGB colour in text or graphics} image {an RGB image} images {RGB images} other {RGB colour in text or graphics}}: this product prints in CMYK, so colours will shift when they are converted.',
  'preflight.bleed':
    '{count, plural, one {Page {pages} has} other {Pages {pages} have}} {none, select, yes {no bleed} other {only {least} mm of bleed on some side}}: artwork that reaches the edge needs {minBleed} mm (0.125 in) beyond the trim on every side, or a white edge may show after cutting.',
  'preflight.pageSize':
    '{count, plural, one {Page {pages} is {size}, but the product is {product}: it will be scaled or cropped to fit.} other {Pages {pages} are {size}, but the product is {product}: they will be scaled or cropped to fit.}}',
  'preflight.mixedPageSizes':
    'The pages come in {sizes} sizes ({parts}): check that this is meant, as one product has one size.',
  'preflight.mixedPageSizes.part':
    '{count, plural, one {page {pages} is {size}} other {pages {pages} are {size}}}',
  'preflight.size.inchesAndMm': '{inches} ({mm})',
  'preflight.note.encrypted': 'The PDF is password-protected: the service cannot print it.',
  'preflight.note.damaged': 'The PDF cannot be read ({detail}): the service will mark it broken.',
  'preflight.note.sizes': 'The pages come in {count} sizes ({sizes}).',
  'preflight.note.checksFailed': 'The print checks could not run here ({detail}).',
  'preflight.note.noThumbnail': 'No thumbnail: the first page could not be drawn here ({detail}).',
  'preflight.note.misnamed':
    'The name says {named} but the content is {actual}: a service expecting {named} will refuse it.',
  'preflight.note.image': 'An image prints as one page; its printed size depends on the product.',
  'preflight.note.imageTooLarge': 'The image is too large to show here.',
  'preflight.note.notPdfPrintFile':
    'Pages and page size are read from PDF files only; the service checks this file on upload.',
  'preflight.note.unrecognised':
    'This is not a print file PrintDesk recognises (PDF, PostScript, TIFF, JPEG or PNG).',
  'preflight.error.notAFile': 'It is not a file (a folder or a device).',
  'preflight.error.unreadable':
    '{why, select, missing {There is no such file.} denied {The file cannot be read: permission denied.} folder {It is not a file (a folder).} other {The file cannot be read ({detail}).}}',
  'preflight.header.off': 'Nothing checked: the preflight profile is off.',
  'preflight.header.noProduct':
    "Page size not checked: the service's quote for this template gives no product size.",
  'preflight.header.checked': "Page size checked against the product's, {size}.",
  'preflight.fix.copy': 'Fixed copy: {output}',
  'preflight.fix.pageSize':
    "{count, plural, one {Page {pages} was} other {Pages {pages} were}} put on the product's size, {product}, {mode, select, fill {filling it (cropped where the proportions differ)} other {whole (white margins where the proportions differ)}}.",
  'preflight.fix.pageSizeTurned':
    '{count, plural, one {Page {pages} was} other {Pages {pages} were}} turned a quarter, which fits the product better.',
  'preflight.fix.bleed':
    '{count, plural, one {Page {pages} got} other {Pages {pages} got}} 0.125 in (3.175 mm) of bleed, its edges mirrored outward; the trim box is the old page.',
  'preflight.fix.font': 'The font {font} was embedded as {substitute}, a free font with the same metrics.',
  'preflight.fix.fontLeft':
    'The font {font} is still not in the file: {reason, select, composite {it is a composite font, which PrintDesk cannot replace} encoding {PrintDesk cannot read its encoding} other {PrintDesk has no free font with its metrics}}.',
  'preflight.fix.protected': 'Not fixed: the file is protected against changes (encrypted).',
  'preflight.fix.failed': 'Not fixed: the file could not be changed ({detail}).',
};
