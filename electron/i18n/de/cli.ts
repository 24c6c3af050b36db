/** The command line's human messages in German (electron/i18n/en/cli.ts is the source). */
import type { cli as english } from '../en/cli.js';
import type { Translation } from '../en/translation.js';

export const cli: Translation<typeof english> = {
  'cli.sandbox.summary': 'Die Sandbox des Druckdienstes (Emulator) auf Loopback starten',
  'cli.sync.summary': 'Die Druckdateien eines Ordners in die Druckbibliothek hochladen (Hotfolder-Dienst)',
  'cli.printer.summary':
    'Einen Drucker auf diesem Computer starten, dessen Aufträge durch einen Hotfolder gehen (IPP Everywhere)',
  'cli.pause.summary': 'Die Hotfolder eine Weile (1h, tomorrow) oder bis zur Fortsetzung anhalten',
  'cli.resume.summary': 'Eine Pause der Hotfolder beenden',
  'cli.bwlimit.summary': 'Das Upload-Limit setzen oder anzeigen (eine Rate oder ein Zeitplan)',
  'cli.preflight.summary':
    'Druckdateien auf das prüfen, was Drucke misslingen lässt (Schriften, Auflösung, Farbe, Beschnitt, Format)',
  'cli.diagnostics.summary':
    'Ein Support-Paket eines Datenordners schreiben: Protokolle, Einstellungen ohne Geheimnisse, Versionen',
  'cli.approvals.summary': 'Die Hotfolder-Aufträge auflisten, die auf eine Person warten, mit Grund',
  'cli.approve.summary': 'Einen wartenden Auftrag freigeben (die Freigaben der App, auf der Kommandozeile)',
  'cli.decline.summary': 'Einen wartenden Auftrag ablehnen, mit Grund: Es wird nichts bestellt',
  'cli.hookSecret.summary':
    'Das Geheimnis zeigen, mit dem die Webhooks eines Datenordners signiert werden (zum Prüfen)',
  'cli.serve.summary': 'Die PrintDesk-Oberfläche einem Browser auf Loopback bereitstellen (Headless-Modus)',
  'cli.help.text': `Aufruf: printdesk <Befehl> [Optionen]

Befehle:
{commands}

\`printdesk <Befehl> --help\` zeigt die Optionen eines Befehls.`,
  'cli.help.unknownCommand': 'printdesk: unbekannter Befehl „{name}“',
  'cli.lang.invalid': '--lang ist en oder de, nicht „{value}“',
  'cli.sync.usage': `Aufruf: printdesk sync <Ordner> --to <Bibliotheksordner> [Optionen]

Lädt jede Druckdatei in <Ordner> genau einmal in den Ordner <Bibliotheksordner> der
Druckbibliothek hoch und beobachtet den Ordner weiter auf neue und geänderte Dateien (ein Hotfolder).

Optionen:
  --to PFAD              Ordnerpfad in der Bibliothek, z. B. "Hot folders/Brochures" (Pflicht)
  --base-url URL         Basis-URL des Druckdienstes (Standard: die eingestellte Umgebung;
                         "embedded" startet die eingebaute Sandbox)
  --allow-insecure-http  den Schlüssel an eine einfache http://-Adresse senden, die nicht dieser
                         Computer ist (ohne die Option abgelehnt: der Schlüssel ginge unverschlüsselt)
  --data-dir ORDNER      PrintDesk-Datenordner mit dem Sync-Journal (Standard: der der App)
  --concurrency N        gleichzeitige Uploads, 1-16 (Standard 3)
  --after AKTION         nach dem Upload: keep (behalten) | move (nach Uploaded/) | delete
                         (löschen), Standard keep; mit --action, sobald der Auftrag der Datei
                         erledigt ist (die Datei eines fehlgeschlagenen Auftrags kommt mit dem
                         Grund nach Failed/)
  --include-subfolders   auch Dateien in Unterordnern hochladen, gespiegelt als Unterordner
  --stability-ms N       so lange muss eine Datei unverändert bleiben, bevor sie hochgeladen wird
                         (Standard 3000)
  --poll                 den Ordner immer abfragen (eine Netzwerkfreigabe wird ohnehin erkannt
                         und abgefragt)
  --bwlimit RATE         Upload-Limit für diesen Lauf statt des Limits im Datenordner: 1M ist
                         1 MiB/s, 500k 500 KiB/s (ohne Einheit: KiB/s), off für keines; oder ein
                         Zeitplan wie "Mon-Fri,08:00,2M 18:00,off" (docs/bandwidth.md)
  --hook URL             jedes Ereignis (Datei hochgeladen, Auftrag angehalten oder
                         fehlgeschlagen, Bestellung aufgegeben oder versandt, Schlüssel
                         abgelehnt, Ordner weg oder zurück) als signiertes JSON an URL senden,
                         für diesen Lauf statt der Hooks des Datenordners (docs/hooks.md);
                         einfaches http:// an einen anderen Rechner braucht --allow-insecure-http
  --hook-command CMD     CMD (über die Shell) mit dem JSON jedes Ereignisses auf der
                         Standardeingabe ausführen; Exit-Code 0 nimmt es an, sonst kommt es
                         später noch einmal
  --order-watch SEKUNDEN mit einem Hook: wie oft gefragt wird, ob die hier aufgegebenen
                         Bestellungen versandt sind (Standard 120)
{jobFlags}
  --workstation-name NAME
                         mit --action: der Name, den andere Arbeitsplätze an einem geteilten
                         Ordner für die Aufträge dieses Arbeitsplatzes zeigen (Standard: der
                         Rechnername)
  --once                 hochladen, was jetzt da ist, seine Aufträge ausführen, eine Übersicht
                         mit jeder fehlgeschlagenen Datei und jedem unlesbaren Ordner samt Grund
                         ausgeben und beenden (Exit-Code 0 nur, wenn nichts fehlschlug; 1 bei Pause)
  --max-wait SEKUNDEN    mit --once: wie lange auf einen nicht erreichbaren Druckdienst gewartet
                         wird, bevor mit Exit-Code 1 aufgegeben wird (Standard 300); die Wartezeit
                         beginnt neu, sobald er antwortet

Der Abo-Schlüssel kommt aus PRINTDESK_KEY (oder aus der Datei, die PRINTDESK_KEY_FILE nennt, z. B.
ein systemd-Credential), sonst aus dem Schlüsselbund des Systems.
\`printdesk pause\`, \`resume\` und \`bwlimit\` ändern Pause und Upload-Limit des Datenordners;
ein laufendes sync übernimmt sie binnen Sekunden.
Ohne --once läuft es bis SIGINT oder SIGTERM (Exit-Code 0); auf einen Hotfolder, der verschwindet
(eine ausgehängte Freigabe), wird gewartet, und er wird wieder beobachtet, sobald er zurück ist.
Mit Exit-Code 1 endet es nur bei einem schweren Fehler und nennt ihn. Der Fortschritt geht nach
stderr, die Übersicht ("hochgeladen N, übersprungen N, fehlgeschlagen N", eine Zeile
"fehlgeschlagen: <Datei>: <Grund>" je fehlgeschlagener Datei, dann bei einer Auftragsaktion
"Aufträge: erledigt N, warten auf Freigabe N, Auftrag prüfen N, fehlgeschlagen N, von anderen
Arbeitsplätzen N") nach stdout. Alles steht auch im
Protokoll im Datenordner (logs/). Ein Auftragsticket <Name>.job.json neben einer Datei ersetzt
für diese Datei --quantity und --recipient (docs/hot-folder-jobs.md).`,
  'cli.sync.jobFlags': `  --action AKTION        was mit jeder hochgeladenen Datei geschieht: upload (Standard) |
                         document (ein Dokument aus --template) | quote (das Dokument, mit
                         Angebot) | order (das Angebot, bestellt: sofort aufgegeben bis
                         --spend-limit, sonst in der Freigabeliste der App zurückgehalten)
  --template ID          ID der Dokumentvorlage (Pflicht für document, quote und order)
  --quantity N           Auflage für Angebot und Auftrag (Standard 1; ein Auftragsticket kann
                         sie ersetzen)
  --shipping ID          ID der Versandart (Standard Ground)
  --arrive-within N      der Auftrag muss binnen N Werktagen (Kalender des Dienstes) ankommen:
                         jeder Auftrag geht mit der günstigsten Versandart, die das schafft
                         (needBy eines Auftragstickets geht vor); schafft es keine, wartet er
                         auf Freigabe (cannot-meet-date)
  --spend-limit BETRAG   Aufträge bis zu dieser Summe werden sofort aufgegeben (Standard 0: jeder
                         Auftrag wartet auf Freigabe)
  --daily-budget BETRAG  die an einem Kalendertag (Ortszeit) aufgegebenen Aufträge kosten
                         zusammen höchstens so viel, über alle Arbeitsplätze am Ordner; ein
                         Auftrag, der das Tagesbudget überschritte, wartet auf Freigabe
                         (Standard: kein Tagesbudget)
  --ticket-addresses     ein Auftragsticket darf ohne Freigabe an eine ausgeschriebene Adresse
                         liefern (sonst wartet ein solcher Auftrag auf Freigabe)
  --batch HH:MM|N        mit --action order: die Dateien des Ordners in einem Auftrag sammeln
                         (eine Position je Dokument, gemeinsam versandt): um HH:MM an jedem
                         Werktag nach der Uhr des Dienstes (vor seinem Annahmeschluss, etwa
                         13:30) oder sobald N Dateien warten
  --approval-timeout ZEIT
                         mit --action order: wie lange ein Auftrag auf eine Person warten darf
                         (30m, 4h, 2d); danach wird er abgelehnt und nichts bestellt
  --approve-under BETRAG mit --approval-timeout: wenn die Zeit um ist, die Bestellung stattdessen
                         aufgeben, wenn ihre Summe höchstens BETRAG ist und sie nur auf das Limit
                         oder Budget wartete
  --recipient WER        wohin Angebot und Auftrag gehen: main (die Hauptadresse des Kontos,
                         Standard), die ID einer gespeicherten Adresse oder list:<listId> (eine
                         Verteilerliste der App: ein Empfänger je Zeile)
  --preflight PROFIL     wie jede Datei geprüft wird, bevor ihr Dokument entsteht: standard
                         (Standard), strict oder off; eine Datei mit einem Fehler wartet in
                         Failed/ mit <Name>.preflight.txt, bis jemand in der App trotzdem fortfährt`,
  'cli.sync.missingDir': '<Ordner> fehlt',
  'cli.sync.oneDir': 'ein <Ordner> erwartet, {count} erhalten',
  'cli.sync.toRequired': '--to <Bibliotheksordner> ist Pflicht',
  'cli.sync.badAfter': '--after ist keep, move oder delete, nicht „{value}“',
  'cli.sync.badBaseUrl': '--base-url „{value}“ wird abgelehnt: {reason}',
  'cli.sync.badNumber': '{flag} muss eine ganze Zahl von {min} bis {max} sein, nicht „{value}“',
  'cli.sync.notAFolder': 'printdesk sync: {dir} ist kein Ordner.',
  'cli.sync.watching': 'Beobachte {dir} → {remote} ({service})',
  'cli.sync.embeddedSandbox': 'eingebaute Sandbox',
  'cli.sync.notice': '{holds, select, true {Fehler} other {Hinweis}}: {message}',
  'cli.sync.gaveUp':
    'Der Druckdienst war {seconds} s lang nicht erreichbar: aufgegeben; die {count} noch wartenden Dateien gehen beim nächsten Lauf weiter.',
  'cli.sync.paused':
    'Die Hotfolder sind angehalten {until}: die {count} noch wartenden Dateien gehen beim nächsten Lauf.',
  'cli.sync.jobs':
    'Aufträge: erledigt {done}, warten auf Freigabe {awaiting}, Auftrag prüfen {check}, fehlgeschlagen {failed}, von anderen Arbeitsplätzen {elsewhere}',
  'cli.sync.jobFailed': 'Auftrag fehlgeschlagen: {file}: {reason}',
  'cli.sync.noReason': 'kein Grund angegeben',
  'cli.sync.fatal': 'printdesk sync: durch einen schweren Fehler beendet: {message}',
  'cli.sync.insecureHttp': '{message} (--allow-insecure-http sendet ihn trotzdem)',
  'cli.sync.noKey':
    'kein Abo-Schlüssel für {baseUrl}: PRINTDESK_KEY setzen oder einmal in der App verbinden, um ihn im Schlüsselbund zu speichern',
  'cli.sync.bandwidth.limit':
    'Upload-Limit: {limit}{until} ({fromFlag, select, true {--bwlimit} other {Einstellungen}}: {text})',
  'cli.sync.bandwidth.paused': 'Angehalten {until}: Uploads warten (printdesk resume beendet die Pause).',
  'cli.sync.bandwidth.resumed': 'Fortgesetzt: Uploads gehen weiter.',
  'cli.sync.serviceBack': 'Der Druckdienst antwortet wieder.',
  'cli.sync.summary.counts': 'hochgeladen {uploaded}, übersprungen {skipped}, fehlgeschlagen {failed}',
  'cli.sync.summary.failedFile': 'fehlgeschlagen: {file}: {reason}',
  'cli.sync.summary.unreadableCount': 'unlesbare Ordner {count}',
  'cli.sync.summary.unreadableFolder': 'unlesbar: {folder}: {reason}',
  'cli.sync.progress.state':
    '{state, select, queued {wartet} uploading {lädt} uploaded {hochgeladen} skipped {übersprungen} failed {fehlgeschlagen} other {{state}}}',
  'cli.sync.progress.bar': '{finished}/{all} Dateien, {sent}/{total} MB unterwegs',
  'cli.pause.usage': `Aufruf: printdesk pause [1h|30m|2h30m|tomorrow|on] [--data-dir ORDNER]

Hält die Hotfolder des Datenordners an: eine Weile (bis 168h), bis morgen (nächste Mitternacht
Ortszeit) oder bis zur Fortsetzung (on, der Standard). Laufende Uploads gehen zurück in die
Warteschlange. Die App oder ein printdesk sync auf diesem Ordner folgt binnen Sekunden; ein
Neustart behält die Pause, und sie endet pünktlich, auch über den Ruhezustand hinweg.
printdesk resume beendet sie sofort.`,
  'cli.pause.done': 'Hotfolder angehalten {until}.',
  'cli.resume.usage': `Aufruf: printdesk resume [--data-dir ORDNER]

Beendet eine Pause der Hotfolder des Datenordners (printdesk pause); die App oder ein printdesk
sync auf diesem Ordner macht binnen Sekunden weiter.`,
  'cli.resume.done':
    '{wasPaused, select, true {Hotfolder fortgesetzt.} other {Die Hotfolder waren nicht angehalten.}}',
  'cli.resume.noArgument': 'resume nimmt kein Argument, nicht „{value}“',
  'cli.bandwidth.tooManyArguments':
    'höchstens ein Argument erwartet, {count} erhalten: einen Zeitplan in Anführungszeichen setzen',
  'cli.bwlimit.usage': `Aufruf: printdesk bwlimit [RATE|ZEITPLAN] [--data-dir ORDNER]

Setzt das Upload-Limit der ganzen App in den Einstellungen des Datenordners oder zeigt es an
(ohne Argument). RATE wie bei rclone: 1M ist 1 MiB/s, 500k 500 KiB/s (ohne Einheit: KiB/s), off
für keines. Ein ZEITPLAN gibt Raten nach Uhrzeit und Wochentag, z. B. "Mon-Fri,08:00,2M 18:00,off":
2 MiB/s werktags von 08:00 bis 18:00, sonst kein Limit (die Grammatik steht in docs/bandwidth.md).
Die App oder ein printdesk sync auf diesem Ordner übernimmt es binnen Sekunden; printdesk sync
--bwlimit setzt stattdessen ein Limit für einen Lauf.`,
  'cli.bwlimit.shown': 'Upload-Limit: {setting} (jetzt {inForce}{until}).',
  'cli.bwlimit.noLimit': 'kein Limit',
  'cli.bwlimit.until': ' bis {when}',
  'cli.preflight.usage': `Aufruf: printdesk preflight [--profile standard|strict] [--trim BxH(in|mm)] [--json] DATEI...
        printdesk preflight --fix page-size,bleed,fonts [--fit fit|fill] [--trim BxH(in|mm)] --out ORDNER [--profile P] [--json] DATEI...

Prüft Druckdateien wie der Preflight einer Druckerei: nicht eingebettete Schriften, Bildauflösung,
RGB-Farben, Beschnitt, Seitenformat und gemischte Formate sowie leere, verschlüsselte, beschädigte
oder Nicht-PDF-Dateien. Mit --fix korrigiert es, was es kann, an einer Kopie jeder Datei, die unter
ihrem eigenen Namen in ORDNER geschrieben wird (das Original wird nur gelesen), und prüft die Kopie
erneut.

Optionen:
  --profile P   standard (der Standard) oder strict: strict macht RGB-Farben und fehlenden
                Beschnitt zu Fehlern, ebenso Bilder unter 300 ppi
  --trim BxH    das Endformat des Produkts, z. B. 8.5x11in oder 210x297mm; ohne die Option wird
                das Seitenformat nicht geprüft
  --fix LISTE   die Korrekturen, wo die Prüfungen sie verlangen: page-size (die Seiten auf das
                --trim-Format), bleed (0,125 in von den Seitenrändern gespiegelt), fonts
                (Standardschriften aus freien Schriften mit ihren Maßen eingebettet)
  --fit MODUS   wie page-size eine Seite anderer Proportionen aufs Produkt bringt: fit (der
                Standard: vollständig, mit weißen Rändern) oder fill (beschnitten)
  --out ORDNER  wohin die korrigierten Kopien geschrieben werden (nötig mit --fix)
  --json        eine Zeile je Datei: '{'"file", "pages", "findings": ['{'"check", "severity", "pages", "message"'}']'}';
                mit --fix auch "output" (die korrigierte Kopie, fehlt, wenn nichts korrigiert wurde)
                und "fixed" (die korrigierten Prüfungen), die Befunde sind die der Kopie

Exit-Code: 0, wenn keine Datei (oder ihre korrigierte Kopie) einen Fehler hat, 1, wenn eine einen
hat (oder unlesbar ist), 2 bei einem Aufruffehler.`,
  'cli.preflight.badProfile': '--profile ist standard oder strict, nicht „{value}“',
  'cli.preflight.badTrim': '--trim ist ein Format wie 8.5x11in oder 210x297mm, nicht „{value}“',
  'cli.preflight.noFiles': 'mindestens eine zu prüfende Datei nennen',
  'cli.preflight.unreadable': 'printdesk preflight: {file}: {error}',
  'cli.preflight.badFix': '--fix nennt page-size, bleed und fonts, nicht „{value}“',
  'cli.preflight.badFit': '--fit ist fit oder fill, nicht „{value}“',
  'cli.preflight.noOut': '--fix braucht --out ORDNER, den Ordner für die korrigierten Kopien',
  'cli.preflight.fixFlagsAlone': '--fit und --out gehören zu --fix',
  'cli.preflight.sameName': 'zwei Dateien heißen {name}: Ihre korrigierten Kopien wären in --out eine Datei',
  'cli.preflight.outIsSource':
    '--out ist der Ordner von {file}: Die korrigierte Kopie würde sie überschreiben',
  'cli.diagnostics.usage': `Aufruf: printdesk diagnostics [--data-dir ORDNER] [--out DATEI]

Schreibt ein Support-Paket (.tar.gz) eines PrintDesk-Datenordners: die Protokolldateien, die
Einstellungen ohne Schlüssel und Passwörter, die Versionen und die Statistik des Sync-Journals.
Schlüssel, Passwörter und Zugangsdaten in Adressen werden durch [redacted] ersetzt (der Schlüssel
aus PRINTDESK_KEY oder PRINTDESK_KEY_FILE wird, wenn gesetzt, ebenfalls entfernt).

Optionen:
  --data-dir ORDNER   der Datenordner (Standard: der der App)
  --out DATEI         wohin es geschrieben wird, endend auf .tar.gz oder .tgz (Standard: der
                      Downloads-Ordner, sonst der Datenordner)

Gibt den Pfad des Pakets auf stdout aus.`,
  'cli.hookSecret.usage': `Aufruf: printdesk hook-secret [--data-dir ORDNER]

Gibt das Geheimnis aus, mit dem die Webhooks eines PrintDesk-Datenordners signiert werden
(docs/hooks.md): jeder POST trägt X-PrintDesk-Signature-256: sha256=<HMAC-SHA-256 seines Inhalts
mit diesem Geheimnis>, damit der Empfänger ihn prüfen kann. Es wird beim ersten Abruf erzeugt und im
Schlüsselbund des Systems aufbewahrt, sonst (ein Server ohne Schlüsselbund) in der privaten Datei
hooks/signing-secret des Datenordners.

Optionen:
  --data-dir ORDNER   der Datenordner (Standard: der der App)`,
  'cli.printer.usage': `Aufruf: printdesk printer --to <Bibliotheksordner> [Optionen]

Startet einen Drucker auf diesem Computer, ipp://127.0.0.1:PORT/ipp/print (IPP Everywhere), bis
SIGINT oder SIGTERM. Jeder Auftrag an ihn wird eine Druckdatei mit dem Titel des Auftrags, in einem
eigenen Hotfolder im Datenordner, genau einmal nach <Bibliotheksordner> hochgeladen (ein Auftrag, den
der Spooler nach einem Absturz oder Neustart erneut schickt, wird nicht noch einmal hochgeladen) und
durch die Schritte der Auftragsoptionen geführt, wie eine in einen Hotfolder gelegte Datei. Er nimmt
PDF, JPEG und PWG-Raster (Seite für Seite zu einem PDF gemacht) und antwortet nur Verbindungen von
diesem Computer.

Optionen:
  --to PFAD              Bibliotheksordner, z. B. "Druckaufträge" (erforderlich)
  --port N               der Port, 1024-65535 (Standard 8631)
  --name NAME            was Druckdialoge anzeigen (Standard PrintDesk)
  --install              in CUPS eintragen: lpadmin -p NAME -E -v ipp://127.0.0.1:PORT/ipp/print -m everywhere
  --base-url URL         Basis-URL des Druckdienstes (Standard: die eingestellte Umgebung)
  --allow-insecure-http  den Schlüssel an eine unverschlüsselte http://-Adresse eines anderen Computers senden
  --data-dir ORDNER      PrintDesk-Datenordner (Standard: der der App)
{jobFlags}

macOS und Windows fügen ihn über seine Adresse hinzu (docs/printer.md). Der Abo-Schlüssel kommt aus
PRINTDESK_KEY (oder der Datei, die PRINTDESK_KEY_FILE nennt), sonst aus dem Schlüsselbund.`,
  'cli.printer.noPositionals':
    'printdesk printer nimmt keinen Ordner (seine Aufträge gehen in einen eigenen Ordner), nicht „{value}“',
  'cli.printer.badName': '--name muss 1 bis 127 Zeichen ohne Steuerzeichen haben, nicht „{value}“',
  'cli.printer.failed': 'printdesk printer: Der Drucker konnte nicht starten: {message}',
  'cli.printer.ready': 'Drucker „{name}“ unter {uri} → {remote}',
  'cli.printer.noLpadmin':
    'lpadmin wurde nicht gefunden: Installieren Sie CUPS (das Paket cups-client), um den Drucker mit --install hinzuzufügen',
  'cli.printer.installFailed': 'lpadmin konnte den Drucker {queue} nicht hinzufügen: {message}',
  'cli.printer.installed': 'In CUPS als {queue} eingetragen: Drucken mit lp -d {queue} <Datei>',
  'cli.approvals.usage': `Aufruf: printdesk approvals [--data-dir ORDNER] [--json]

Listet die Hotfolder-Aufträge eines Datenordners, die auf eine Person warten: zur Freigabe
angehaltene Bestellungen (über dem Limit oder Budget des Ordners, wie ihr Auftragszettel es wollte,
oder die Vorprüfung ihrer Datei fand Fehler) und zu prüfende Bestellungen (ihre Antwort ging
verloren), jeweils mit Grund, Summe, Referenz, bis wann das Freigabe-Zeitlimit des Ordners wartet,
und einer schon verlangten Entscheidung. Liest nur das Auftragsjournal und läuft daher neben einem
\`printdesk sync\` oder der App auf demselben Ordner.

Optionen:
  --data-dir ORDNER   der Datenordner (Standard: der der App)
  --json              eine JSON-Zeile je Auftrag (job, short, file, state, reasons, total,
                      currency, reference, since, decideBy, handledBy, requested)

Freigeben mit \`printdesk approve AUFTRAG\`, ablehnen mit \`printdesk decline AUFTRAG --reason TEXT\`.`,
  'cli.approvals.noArguments': 'printdesk approvals nimmt kein Argument, nicht „{value}“',
  'cli.approvals.none': 'Kein Hotfolder-Auftrag wartet auf eine Person.',
  'cli.approvals.line': '{short}  {file}{total}  {why}{more}',
  'cli.approvals.check': 'Bestellung prüfen: mit Referenz {reference} gesendet, ihre Antwort ging verloren',
  'cli.approvals.waitsOn': ' (wartet auf {name})',
  'cli.approvals.timeout': ' — das Freigabe-Zeitlimit entscheidet am {when}',
  'cli.approvals.requested': ' — {kind, select, approve {Freigabe} other {Ablehnung}} verlangt',
  'cli.approve.usage': `Aufruf: printdesk approve AUFTRAG [--as NAME] [--data-dir ORDNER] [--wait SEKUNDEN]

Gibt einen Hotfolder-Auftrag frei, der auf eine Person wartet, wie die Freigaben der App: Seine
Bestellung wird aufgegeben (oder er geht, von der Vorprüfung seiner Datei angehalten, trotzdem
weiter). AUFTRAG ist das Kürzel, das \`printdesk approvals\` zeigt (oder sein Anfang), die ID des
Auftrags oder seine Datei. Das laufende \`printdesk sync\` oder die App des Datenordners führt es
binnen Sekunden aus; das Bestellprotokoll nennt, wer freigegeben hat.

Optionen:
  --as NAME           wer freigibt, wie das Bestellprotokoll es zeigt (Standard: Ihr Benutzer@Rechner)
  --data-dir ORDNER   der Datenordner (Standard: der der App)
  --wait SEKUNDEN     wie lange auf die Antwort des laufenden Prozesses gewartet wird (Standard 15)

Exit-Code: 0 erledigt, 1 abgelehnt (er wartet nicht mehr oder wurde anderswo entschieden), 2 ein
Aufruffehler, 3 keine Antwort: Auf dem Datenordner läuft gerade nichts; die Entscheidung wird beim
nächsten Start ausgeführt.`,
  'cli.decline.usage': `Aufruf: printdesk decline AUFTRAG --reason TEXT [--as NAME] [--data-dir ORDNER] [--wait SEKUNDEN]

Lehnt einen Hotfolder-Auftrag ab, der auf eine Person wartet, wie Verwerfen in den Freigaben der App:
Es wird nichts bestellt, seine Datei geht, wie die Regel seines Hotfolders nach dem Hochladen es
sagt. AUFTRAG ist das Kürzel, das \`printdesk approvals\` zeigt (oder sein Anfang), die ID des
Auftrags oder seine Datei. Das Bestellprotokoll nennt, wer abgelehnt hat und warum.

Optionen:
  --reason TEXT       warum (erforderlich)
  --as NAME           wer ablehnt (Standard: Ihr Benutzer@Rechner)
  --data-dir ORDNER   der Datenordner (Standard: der der App)
  --wait SEKUNDEN     wie lange auf die Antwort des laufenden Prozesses gewartet wird (Standard 15)

Exit-Code: 0 erledigt, 1 abgelehnt, 2 ein Aufruffehler, 3 keine Antwort (wird beim nächsten Start
von PrintDesk auf dem Datenordner ausgeführt).`,
  'cli.approve.oneJob': 'nennen Sie einen Auftrag (siehe printdesk approvals), nicht {count}',
  'cli.approve.ambiguous': '„{job}“ nennt {count} wartende Aufträge: Geben Sie mehr von seinem Kürzel an',
  'cli.approve.unknown': 'kein wartender Auftrag ist „{job}“ (siehe printdesk approvals)',
  'cli.approve.noReason': '--reason gehört zu printdesk decline',
  'cli.approve.badName': '--as darf höchstens 200 Zeichen haben',
  'cli.decline.reasonRequired': 'printdesk decline braucht --reason TEXT: Das Bestellprotokoll sagt, warum',
  'cli.approve.queued':
    '{kind, select, approve {Freigabe} other {Ablehnung}} von {file} verlangt: Nichts, das auf {dataDir} läuft, hat geantwortet; sie wird beim nächsten Start von PrintDesk dort ausgeführt.',
  'cli.approve.refused': 'printdesk: {file}: {message}',
  'cli.approve.done': '{file} {kind, select, approve {freigegeben} other {abgelehnt}}, als {by}.',
};
