/** The preflight area's messages in German (electron/i18n/en/preflight.ts is the source). */
import type { preflight as english } from '../en/preflight.js';
import type { Translation } from '../en/translation.js';

export const preflight: Translation<typeof english> = {
  'preflight.file.empty': 'Die Datei ist leer: Es gibt nichts zu drucken.',
  'preflight.file.notPdf':
    'Dies ist kein PDF: Der Inhalt ist kein PDF-Dokument, was auch immer der Name sagt.',
  'preflight.file.encrypted':
    'Das PDF ist passwortgeschützt: Die Druckerei kann es nicht öffnen. Senden Sie es ohne Passwort.',
  'preflight.file.damaged':
    'Das PDF ist beschädigt ({detail}): Es lässt sich nicht zuverlässig drucken. Exportieren Sie es erneut.',
  'preflight.broken':
    '{count, plural, one {Seite {pages} kann} other {Seiten {pages} können}} nicht gelesen werden ({problem}): Die Datei ist beschädigt und wird womöglich nicht gedruckt.',
  'preflight.fontNotEmbedded':
    '{count, plural, one {Seite {pages} verwendet} other {Seiten {pages} verwenden}} die Schrift {font}, die nicht in der Datei eingebettet ist: Die Druckerei ersetzt sie durch eine andere.',
  'preflight.imageResolution.error':
    '{count, plural, one {Seite {pages} enthält ein Bild mit {lowest} ppi, unter dem Minimum von {limit} ppi: Es wird unscharf oder pixelig gedruckt.} other {Seiten {pages} enthalten Bilder mit bis zu {lowest} ppi, unter dem Minimum von {limit} ppi: Sie werden unscharf oder pixelig gedruckt.}}',
  'preflight.imageResolution.warning':
    '{count, plural, one {Seite {pages} enthält ein Bild mit {lowest} ppi, unter den empfohlenen {limit} ppi: Es wird womöglich weich gedruckt.} other {Seiten {pages} enthalten Bilder mit bis zu {lowest} ppi, unter den empfohlenen {limit} ppi: Sie werden womöglich weich gedruckt.}}',
  'preflight.rgbColour':
    '{count, plural, one {Seite {pages} enthält} other {Seiten {pages} enthalten}} {what, select, both {RGB-Bilder und RGB-Farbe in Text oder Grafik} image {ein RGB-Bild} images {RGB-Bilder} other {RGB-Farbe in Text oder Grafik}}: Dieses Produkt wird in CMYK gedruckt, die Farben verschieben sich daher bei der Umwandlung.',
  'preflight.bleed':
    '{count, plural, one {Seite {pages} hat} other {Seiten {pages} haben}} {none, select, yes {keinen Beschnitt} other {an mindestens einer Seite nur {least} mm Beschnitt}}: Motive bis an den Rand brauchen {minBleed} mm (0,125 in) Beschnittzugabe über das Endformat hinaus an jeder Seite, sonst kann nach dem Schneiden ein weißer Rand sichtbar werden.',
  'preflight.pageSize':
    '{count, plural, one {Seite {pages} hat das Format {size}, das Produkt aber {product}: Sie wird skaliert oder beschnitten.} other {Seiten {pages} haben das Format {size}, das Produkt aber {product}: Sie werden skaliert oder beschnitten.}}',
  'preflight.mixedPageSizes':
    'Die Seiten haben {sizes} verschiedene Formate ({parts}): Prüfen Sie, ob das so gewollt ist, denn ein Produkt hat ein Format.',
  'preflight.mixedPageSizes.part':
    '{count, plural, one {Seite {pages} hat {size}} other {Seiten {pages} haben {size}}}',
  'preflight.size.inchesAndMm': '{inches} ({mm})',
  'preflight.note.encrypted': 'Das PDF ist passwortgeschützt: Der Dienst kann es nicht drucken.',
  'preflight.note.damaged':
    'Das PDF ist nicht lesbar ({detail}): Der Dienst wird es als beschädigt markieren.',
  'preflight.note.sizes': 'Die Seiten haben {count} Formate ({sizes}).',
  'preflight.note.checksFailed': 'Die Druckprüfungen konnten hier nicht laufen ({detail}).',
  'preflight.note.noThumbnail':
    'Keine Vorschau: Die erste Seite konnte hier nicht gezeichnet werden ({detail}).',
  'preflight.note.misnamed':
    'Der Name sagt {named}, der Inhalt ist aber {actual}: Ein Dienst, der {named} erwartet, wird die Datei ablehnen.',
  'preflight.note.image': 'Ein Bild wird als eine Seite gedruckt; seine Druckgröße hängt vom Produkt ab.',
  'preflight.note.imageTooLarge': 'Das Bild ist zu groß, um es hier zu zeigen.',
  'preflight.note.notPdfPrintFile':
    'Seiten und Seitenformat werden nur aus PDF-Dateien gelesen; der Dienst prüft diese Datei beim Upload.',
  'preflight.note.unrecognised':
    'Dies ist keine Druckdatei, die PrintDesk erkennt (PDF, PostScript, TIFF, JPEG oder PNG).',
  'preflight.error.notAFile': 'Das ist keine Datei (ein Ordner oder ein Gerät).',
  'preflight.error.unreadable':
    '{why, select, missing {Diese Datei gibt es nicht.} denied {Die Datei ist nicht lesbar: Zugriff verweigert.} folder {Das ist keine Datei (ein Ordner).} other {Die Datei ist nicht lesbar ({detail}).}}',
  'preflight.header.off': 'Nichts geprüft: Das Preflight-Profil ist ausgeschaltet.',
  'preflight.header.noProduct':
    'Seitenformat nicht geprüft: Das Angebot des Dienstes für diese Vorlage nennt kein Endformat.',
  'preflight.header.checked': 'Seitenformat geprüft gegen das Endformat des Produkts, {size}.',
  'preflight.fix.copy': 'Korrigierte Kopie: {output}',
  'preflight.fix.pageSize':
    '{count, plural, one {Seite {pages} wurde} other {Seiten {pages} wurden}} auf das Format des Produkts gebracht, {product}, {mode, select, fill {formatfüllend (beschnitten, wo die Proportionen abweichen)} other {vollständig (weiße Ränder, wo die Proportionen abweichen)}}.',
  'preflight.fix.pageSizeTurned':
    '{count, plural, one {Seite {pages} wurde} other {Seiten {pages} wurden}} um eine Vierteldrehung gedreht, so passt sie besser zum Produkt.',
  'preflight.fix.bleed':
    '{count, plural, one {Seite {pages} erhielt} other {Seiten {pages} erhielten}} 3,175 mm (0,125 in) Beschnittzugabe, die Ränder nach außen gespiegelt; das Endformat ist die bisherige Seite.',
  'preflight.fix.font':
    'Die Schrift {font} wurde als {substitute} eingebettet, eine freie Schrift mit denselben Maßen.',
  'preflight.fix.fontLeft':
    'Die Schrift {font} ist weiterhin nicht in der Datei: {reason, select, composite {Es ist eine zusammengesetzte Schrift, die PrintDesk nicht ersetzen kann} encoding {PrintDesk kann ihre Kodierung nicht lesen} other {PrintDesk hat keine freie Schrift mit ihren Maßen}}.',
  'preflight.fix.protected': 'Nicht korrigiert: Die Datei ist gegen Änderungen geschützt (verschlüsselt).',
  'preflight.fix.failed': 'Nicht korrigiert: Die Datei ließ sich nicht ändern ({detail}).',
};
