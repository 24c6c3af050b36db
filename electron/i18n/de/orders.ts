/** The orders area's messages in German (electron/i18n/en/orders.ts is the source). */
import type { orders as english } from '../en/orders.js';
import type { Translation } from '../en/translation.js';

export const orders: Translation<typeof english> = {
  'orders.approvals.title': 'Freigaben',
  'orders.approvals.none': 'Kein Hotfolder-Auftrag wartet auf Freigabe.',
  'orders.approvals.item': '{checking, select, true {Zu prüfender Auftrag} other {Freigabe}} für {document}',
  'orders.approvals.checkBadge': 'Auftrag prüfen',
  'orders.approvals.file': '<strong>{document}</strong> <muted>({path})</muted>',
  'orders.approvals.notPriced': 'Ohne Preis',
  'orders.approvals.ships': ', Versand {date}',
  'orders.approvals.delivered': ', zugestellt {date}',
  'orders.approvals.waitsOn': ' · wartet auf {who}',
  'orders.approvals.whyWaits': 'Warum der Auftrag für {document} wartet',
  'orders.approvals.placeFor': 'Auftrag für {document} erteilen',
  'orders.approvals.place': 'Bestellen',
  'orders.approvals.anyway':
    '{action, select, document {Dokument trotzdem erstellen} quote {Trotzdem Angebot einholen} other {Trotzdem bestellen}}',
  'orders.approvals.discardFor': 'Auftrag für {document} verwerfen',
  'orders.approvals.discard': 'Verwerfen',
  'orders.checkOrder.badNumber':
    'Geben Sie die Auftragsnummer so ein, wie der Dienst sie schreibt, z. B. 00-0054-00071-36703.',
  'orders.checkOrder.lost':
    'Der Auftrag wurde gesendet{sent, select, on { am {when}} other {}}, aber die Antwort ging verloren. Suchen Sie in Ihrem Konto beim Druckdienst nach einem Auftrag mit der Referenz <strong>{reference}</strong> und geben Sie dann an, was Sie gefunden haben.',
  'orders.checkOrder.settleFor': 'Auftrag für {document} klären',
  'orders.checkOrder.numberLabel': 'Erhaltene Auftragsnummer',
  'orders.checkOrder.numberPlaceholder': '00-0000-00000-00000',
  'orders.checkOrder.useFor': 'Diese Auftragsnummer für {document} übernehmen',
  'orders.checkOrder.use': 'Diese Auftragsnummer übernehmen',
  'orders.checkOrder.placeAgainFor': 'Auftrag für {document} erneut erteilen',
  'orders.checkOrder.notPlaced': 'Nicht erteilt: erneut bestellen',
  'orders.checkOrder.againTitle': 'Diesen Auftrag erneut erteilen?',
  'orders.checkOrder.againBody':
    'Falls der erste Auftrag für <strong>{document}</strong> doch erteilt wurde, entsteht so ein zweiter. Bestellen Sie erneut nur, wenn Sie geprüft haben, dass kein Auftrag die Referenz <mono>{reference}</mono> trägt.',
  'orders.checkOrder.keepChecking': 'Weiter prüfen',
  'orders.checkOrder.placeAgain': 'Erneut bestellen',
  'orders.reorderButton.reorder': 'Erneut bestellen…',
  'orders.orderProgress.title': 'Fortschritt',
  'orders.orderProgress.loading': 'Fortschritt des Auftrags wird geladen',
  'orders.orderProgress.timeline': 'Auftragsfortschritt',
  'orders.orderProgress.step':
    '{status, select, Submitted {Übermittelt} Processing {In Bearbeitung} Shipped {Versandt} other {{status}}}',
  'orders.orderProgress.stoppedAt':
    '{status, select, Canceled {Dieser Auftrag ist storniert.} Expired {Dieser Auftrag ist abgelaufen.} Current {Dieser Auftrag ist aktuell.} Saved {Dieser Auftrag ist gespeichert.} Scheduled {Dieser Auftrag ist geplant.} Pending {Dieser Auftrag ist ausstehend.} other {Dieser Auftrag hat den Status {serviceName}.}}',
  'orders.orderProgress.tracking': 'Sendungsverfolgung',
  'orders.orderProgress.noTracking':
    'Die Sendungsverfolgung erscheint hier, sobald der Auftrag versandt ist.',
  'orders.orderProgress.packages': 'Pakete',
  'orders.orderProgress.recipient': 'Empfänger {number}',
  'orders.orderProgress.track': 'Paket {number} verfolgen',
  'orders.orderProgress.noTrackingNumber': 'Keine Sendungsnummer',
  'orders.orderProgress.packageLine': '{quantity} × {name}',
  'orders.placedByHotFolders.title': 'Von Hotfoldern erteilt',
  'orders.placedByHotFolders.saveCsv': 'Als CSV speichern…',
  'orders.placedByHotFolders.loading': 'Von Hotfoldern erteilte Aufträge werden geladen',
  'orders.placedByHotFolders.emptyTitle': 'Noch keine Hotfolder-Aufträge',
  'orders.placedByHotFolders.emptyBody':
    'Aufträge, die ein Hotfolder auf diesem Computer erteilt, werden hier festgehalten, mit der Person, die sie freigegeben hat.',
  'orders.placedByHotFolders.list': 'Von Hotfoldern erteilte Aufträge',
  'orders.placedByHotFolders.what': '{file} · {total} · {quantity} × {document}',
  'orders.placedByHotFolders.when':
    '{at} · {workstation} · {count, plural, one {# Empfänger} other {# Empfänger}}',
  'orders.placedByHotFolders.waited': 'Gewartet: {reasons}',
  'orders.placedByHotFolders.approvedBy': 'Freigegeben von {user} auf {host}',
  'orders.placedByHotFolders.answerLost':
    'Antwort verloren; {kind, select, settledByHand {Nummer eingegeben von} placedAgain {erneut bestellt von} other {}} {user}',
  'orders.placedByHotFolders.atOnce': 'Sofort erteilt',
  'orders.placedByHotFolders.more': 'Mehr zeigen ({count} ältere)',
};
