/**
 * The command line's human messages (English, the source): usage texts, progress, summaries and
 * errors. Its JSON lines are never messages. Parsed with tags off (`<localDir>` is text here).
 */
export const cli = {
  'cli.sandbox.summary': 'Run the print-service sandbox (emulator) on loopback',
  'cli.sync.summary': 'Upload a folder’s print files to the print library (hot folder daemon)',
  'cli.printer.summary': 'Run a printer on this computer whose jobs go through a hot folder (IPP Everywhere)',
  'cli.pause.summary': 'Pause the hot folders for a while (1h, tomorrow) or until resumed',
  'cli.resume.summary': 'End a pause of the hot folders',
  'cli.bwlimit.summary': 'Set or show the upload limit (a rate or a timetable)',
  'cli.preflight.summary':
    'Check print files for what makes prints come back wrong (fonts, resolution, colour, bleed, size)',
  'cli.diagnostics.summary':
    'Write a support bundle of a data folder: logs, settings without secrets, versions',
  'cli.approvals.summary': 'List the hot-folder jobs waiting for a person, with why',
  'cli.approve.summary': 'Approve a waiting job (the app’s Approvals view, from the command line)',
  'cli.decline.summary': 'Decline a waiting job, saying why: nothing is ordered',
  'cli.hookSecret.summary': 'Show the secret that signs a data folder’s webhooks (to check them)',
  'cli.serve.summary': 'Serve the PrintDesk UI to a browser on loopback (headless mode)',
  'cli.help.text': `Usage: printdesk <command> [flags]

Commands:
{commands}

Run \`printdesk <command> --help\` for a command’s flags.`,
  'cli.help.unknownCommand': 'printdesk: unknown command "{name}"',
  'cli.lang.invalid': '--lang is en or de, not "{value}"',
  'cli.sync.usage': `Usage: printdesk sync <localDir> --to <remoteFolderPath> [flags]

Uploads every print file in <localDir> to the folder <remoteFolderPath> of the print library,
exactly once, and keeps watching for new and changed files (a hot folder).

Flags:
  --to PATH              remote folder path, e.g. "Hot folders/Brochures" (required)
  --base-url URL         print service base URL (default: the configured environment;
                         "embedded" starts the built-in sandbox)
  --allow-insecure-http  send the key to a plain http:// address that is not this computer
                         (refused without it: the key would travel unencrypted)
  --data-dir DIR         PrintDesk data folder holding the sync journal (default: the app's)
  --concurrency N        uploads at once, 1-16 (default 3)
  --after ACTION         after upload: keep | move (to Uploaded/) | delete (default keep);
                         with --action, once the file's job is done (a failed job's file
                         goes to Failed/ with the reason)
  --include-subfolders   also upload files in sub-folders, mirrored as remote sub-folders
  --stability-ms N       a file must stay unchanged this long before upload (default 3000)
  --poll                 always poll the folder (a network share is found and polled anyway)
  --bwlimit RATE         upload limit for this run, instead of the data folder's: 1M is 1 MiB/s,
                         500k 500 KiB/s (no unit: KiB/s), off for none; or a timetable such as
                         "Mon-Fri,08:00,2M 18:00,off" (docs/bandwidth.md)
  --hook URL             POST each event (file uploaded, job held or failed, order placed or
                         shipped, key refused, folder gone or back) to URL as signed JSON, for
                         this run instead of the data folder's hooks (docs/hooks.md); plain
                         http:// to another computer needs --allow-insecure-http
  --hook-command CMD     run CMD (by the shell) with each event's JSON on its standard input;
                         exit code 0 takes the event, anything else gets it again later
  --order-watch SECONDS  with a hook: how often to ask whether the orders placed here have
                         shipped (default 120)
{jobFlags}
  --workstation-name NAME
                         with --action: the name other workstations on a shared folder show
                         for the jobs this one runs (default: the host name)
  --once                 upload what is there now, run its jobs, print a summary naming
                         each failed file and unreadable folder with its reason, and exit
                         (exit code 0 only if nothing failed; 1 when paused)
  --max-wait SECONDS     with --once: how long to wait for a print service that
                         cannot be reached before giving up with exit code 1
                         (default 300); the wait starts again each time it answers

The subscription key comes from PRINTDESK_KEY (or the file PRINTDESK_KEY_FILE names, e.g. a
systemd credential), else from the OS keychain.
\`printdesk pause\`, \`resume\` and \`bwlimit\` change the data folder's pause and upload limit;
a running sync takes them within seconds.
Without --once it runs until SIGINT or SIGTERM (exit code 0); a hot folder that goes away
(an unmounted share) is waited for and watched again when it is back. It exits with code 1
only on a fatal error, saying why. Progress goes to stderr; the summary ("uploaded N,
skipped N, failed N", a "failed: <file>: <reason>" line per failed file, then with a job
action "jobs: done N, awaiting approval N, check this order N, failed N, by other
workstations N") to stdout. Everything is also written to the log in the data folder
(logs/). A job ticket <name>.job.json beside a file overrides
--quantity and --recipient for that file (docs/hot-folder-jobs.md).`,
  'cli.sync.jobFlags': `  --action ACTION        what to do with each uploaded file: upload (default) | document
                         (a document from --template) | quote (the document, priced) |
                         order (the quote, ordered: placed at once up to --spend-limit,
                         else held in the app's Approvals list)
  --template ID          document template id (required for document, quote and order)
  --quantity N           copies to quote and order (default 1; a job ticket may override it)
  --shipping ID          shipping method id (default Ground)
  --arrive-within N      the order must arrive within N business days of the service's
                         calendar: each job ships by the cheapest method that makes that day
                         (a job ticket's needBy comes first); when none does, it waits for
                         approval (cannot-meet-date)
  --spend-limit AMOUNT   orders up to this total are placed at once (default 0: every order
                         waits for approval)
  --daily-budget AMOUNT  the orders placed on one local calendar day total at most this,
                         across every workstation on the folder; an order that would pass it
                         waits for approval (default: no daily budget)
  --ticket-addresses     a job ticket may ship to an address written in full without approval
                         (by default such an order waits for approval)
  --batch HH:MM|N        with --action order: gather the folder's files into one order (a line
                         per document, shipped together): at HH:MM each business day on the
                         service's clock (before its cut-off, e.g. 13:30), or once N files wait
  --approval-timeout TIME
                         with --action order: how long a job may wait for a person (45s, 30m, 4h,
                         2d); then it is declined and nothing is ordered
  --approve-under AMOUNT with --approval-timeout: when the time is up, place the order instead if
                         its total is at most AMOUNT and it waited only for the limit or budget
  --recipient WHO        who the quote and order ship to: main (the account's main address,
                         the default), a saved address id, or list:<listId> (a distribution
                         list of the app: one recipient per row)
  --preflight PROFILE    how each file is checked before its document is made: standard (the
                         default), strict or off; a file with an error waits in Failed/ with
                         <name>.preflight.txt until a person goes on anyway in the app`,
  'cli.sync.missingDir': 'missing <localDir>',
  'cli.sync.oneDir': 'expected one <localDir>, got {count}',
  'cli.sync.toRequired': '--to <remoteFolderPath> is required',
  'cli.sync.badAfter': '--after must be keep, move or delete, not "{value}"',
  'cli.sync.badBaseUrl': '--base-url "{value}" is refused: {reason}',
  'cli.sync.badNumber': '{flag} must be a whole number from {min} to {max}, not "{value}"',
  'cli.sync.notAFolder': 'printdesk sync: {dir} is not a folder.',
  'cli.sync.watching': 'Watching {dir} → {remote} ({service})',
  'cli.sync.embeddedSandbox': 'embedded sandbox',
  'cli.sync.notice': '{holds, select, true {error} other {notice}}: {message}',
  'cli.sync.gaveUp':
    'The print service was unreachable for {seconds} s: gave up; the {count} files still waiting go on at the next run.',
  'cli.sync.paused': 'Hot folders are paused {until}: the {count} files still waiting go at the next run.',
  'cli.sync.jobs':
    'jobs: done {done}, awaiting approval {awaiting}, check this order {check}, failed {failed}, by other workstations {elsewhere}',
  'cli.sync.jobFailed': 'job failed: {file}: {reason}',
  'cli.sync.noReason': 'no reason given',
  'cli.sync.fatal': 'printdesk sync: stopped by a fatal error: {message}',
  'cli.sync.insecureHttp': '{message} (--allow-insecure-http sends it anyway)',
  'cli.sync.noKey':
    'no subscription key for {baseUrl}: set PRINTDESK_KEY or connect once in the app to store it in the keychain',
  'cli.sync.bandwidth.limit':
    'Upload limit: {limit}{until} ({fromFlag, select, true {--bwlimit} other {settings}}: {text})',
  'cli.sync.bandwidth.paused': 'Paused {until}: uploads wait (printdesk resume ends the pause).',
  'cli.sync.bandwidth.resumed': 'Resumed: uploads go on.',
  'cli.sync.serviceBack': 'The print service answers again.',
  'cli.sync.summary.counts': 'uploaded {uploaded}, skipped {skipped}, failed {failed}',
  'cli.sync.summary.failedFile': 'failed: {file}: {reason}',
  'cli.sync.summary.unreadableCount': 'unreadable folders {count}',
  'cli.sync.summary.unreadableFolder': 'unreadable: {folder}: {reason}',
  'cli.sync.progress.state':
    '{state, select, queued {queued} uploading {uploading} uploaded {uploaded} skipped {skipped} failed {failed} other {{state}}}',
  'cli.sync.progress.bar': '{finished}/{all} files, {sent}/{total} MB in flight',
  'cli.pause.usage': `Usage: printdesk pause [1h|30m|2h30m|tomorrow|on] [--data-dir DIR]

Pauses the hot folders of the data folder: for a while (up to 168h), until tomorrow (the next
local midnight), or until resumed (on, the default). Uploads running now go back to the queue.
The app or a printdesk sync running on that folder obeys within seconds; a restart keeps the
pause, and it ends on time even across sleep. printdesk resume ends it now.`,
  'cli.pause.done': 'Hot folders paused {until}.',
  'cli.resume.usage': `Usage: printdesk resume [--data-dir DIR]

Ends a pause of the hot folders of the data folder (printdesk pause); the app or a printdesk sync
running on that folder goes on within seconds.`,
  'cli.resume.done': '{wasPaused, select, true {Hot folders resumed.} other {Hot folders were not paused.}}',
  'cli.resume.noArgument': 'resume takes no argument, not "{value}"',
  'cli.bandwidth.tooManyArguments': 'expected at most one argument, got {count}: quote a timetable',
  'cli.bwlimit.usage': `Usage: printdesk bwlimit [RATE|TIMETABLE] [--data-dir DIR]

Sets the whole app's upload limit in the data folder's settings, or shows it (no argument).
RATE is rclone's: 1M is 1 MiB/s, 500k 500 KiB/s (no unit: KiB/s), off for none.
A TIMETABLE gives rates by time and weekday, e.g. "Mon-Fri,08:00,2M 18:00,off": 2 MiB/s on
weekdays from 08:00 to 18:00, no limit otherwise (the grammar is in docs/bandwidth.md).
The app or a printdesk sync running on that folder takes it within seconds; printdesk sync
--bwlimit sets a limit for one run instead.`,
  'cli.bwlimit.shown': 'Upload limit: {setting} (now {inForce}{until}).',
  'cli.bwlimit.noLimit': 'no limit',
  'cli.bwlimit.until': ' until {when}',
  'cli.preflight.usage': `Usage: printdesk preflight [--profile standard|strict] [--trim WxH(in|mm)] [--json] FILE...
       printdesk preflight --fix page-size,bleed,fonts [--fit fit|fill] [--trim WxH(in|mm)] --out DIR [--profile P] [--json] FILE...

Checks print files as a print shop's preflight does: fonts not embedded, image resolution, RGB
colour, bleed, page size and mixed sizes, and empty, encrypted, damaged or non-PDF files. With
--fix, fixes what it can on a copy of each file, written to DIR under the file's own name (the
original is only read), and checks the copy again.

Flags:
  --profile P   standard (the default) or strict: strict makes RGB colour and missing bleed errors,
                and images under 300 ppi errors
  --trim WxH    the product's trim size, e.g. 8.5x11in or 210x297mm; without it the page size is not checked
  --fix LIST    the fixes to make where the checks call for them: page-size (the pages put on the
                --trim size), bleed (0.125 in mirrored from the page's edges), fonts (standard fonts
                embedded from free fonts with their metrics)
  --fit MODE    how page-size puts a page of other proportions on the product: fit (the default:
                whole, with white margins) or fill (cropped)
  --out DIR     where the fixed copies are written (needed with --fix)
  --json        one line per file: '{'"file", "pages", "findings": ['{'"check", "severity", "pages", "message"'}']'}';
                with --fix also "output" (the fixed copy, absent when nothing was fixed) and "fixed"
                (the checks fixed), and the findings are the fixed copy's

Exit code: 0 when no file (or its fixed copy) has an error, 1 when one has (or cannot be read), 2
for a usage error.`,
  'cli.preflight.badProfile': '--profile is standard or strict, got "{value}"',
  'cli.preflight.badTrim': '--trim is a size such as 8.5x11in or 210x297mm, got "{value}"',
  'cli.preflight.noFiles': 'name at least one file to check',
  'cli.preflight.unreadable': 'printdesk preflight: {file}: {error}',
  'cli.preflight.badFix': '--fix lists page-size, bleed and fonts, got "{value}"',
  'cli.preflight.badFit': '--fit is fit or fill, got "{value}"',
  'cli.preflight.noOut': '--fix needs --out DIR, the folder the fixed copies are written to',
  'cli.preflight.fixFlagsAlone': '--fit and --out go with --fix',
  'cli.preflight.sameName': 'two files are named {name}: their fixed copies would be one file in --out',
  'cli.preflight.outIsSource': '--out is the folder of {file}: its fixed copy would overwrite it',
  'cli.diagnostics.usage': `Usage: printdesk diagnostics [--data-dir DIR] [--out FILE]

Writes a support bundle (.tar.gz) of a PrintDesk data folder: the log files, the settings without
any key or password, the versions and the sync journal's statistics. Keys, passwords and
credentials in addresses are replaced by [redacted] (the key of PRINTDESK_KEY or PRINTDESK_KEY_FILE,
when set, is scrubbed too).

Flags:
  --data-dir DIR   the data folder (default: the app's)
  --out FILE       where to write it, ending in .tar.gz or .tgz (default: the Downloads folder,
                   else the data folder)

Prints the bundle's path on stdout.`,
  'cli.hookSecret.usage': `Usage: printdesk hook-secret [--data-dir DIR]

Prints the secret that signs the webhooks of a PrintDesk data folder (docs/hooks.md): every POST
carries X-PrintDesk-Signature-256: sha256=<HMAC-SHA-256 of its body under this secret>, for the
receiver to check. Made the first time it is asked for; kept in the OS keychain, else (a server
without one) in the data folder's private file hooks/signing-secret.

Flags:
  --data-dir DIR   the data folder (default: the app's)`,
  'cli.printer.usage': `Usage: printdesk printer --to <remoteFolderPath> [flags]

Runs a printer on this computer, ipp://127.0.0.1:PORT/ipp/print (IPP Everywhere), until SIGINT
or SIGTERM. Every job printed to it becomes a print file named after the job's title, in a hot
folder of its own in the data folder, uploaded to <remoteFolderPath> exactly once (a job the
spooler sends again after a crash or a restart is not uploaded again) and taken through the job
flags' steps, as a file dropped in a hot folder is. It takes PDF, JPEG and PWG raster (made into
a PDF page by page) and answers only connections from this computer.

Flags:
  --to PATH              remote folder path, e.g. "Print jobs" (required)
  --port N               the port, 1024-65535 (default 8631)
  --name NAME            what print dialogs list (default PrintDesk)
  --install              add it to CUPS: lpadmin -p NAME -E -v ipp://127.0.0.1:PORT/ipp/print -m everywhere
  --base-url URL         print service base URL (default: the configured environment)
  --allow-insecure-http  send the key to a plain http:// address that is not this computer
  --data-dir DIR         PrintDesk data folder (default: the app's)
{jobFlags}

macOS and Windows add it by its address (docs/printer.md). The subscription key comes from
PRINTDESK_KEY (or the file PRINTDESK_KEY_FILE names), else from the OS keychain.`,
  'cli.printer.noPositionals':
    'printdesk printer takes no folder (its jobs go to a folder of its own), not "{value}"',
  'cli.printer.badName': '--name must be 1 to 127 characters without control characters, not "{value}"',
  'cli.printer.failed': 'printdesk printer: the printer could not start: {message}',
  'cli.printer.ready': 'Printer "{name}" at {uri} → {remote}',
  'cli.printer.noLpadmin':
    'lpadmin was not found: install CUPS (the cups-client package) to add the printer with --install',
  'cli.printer.installFailed': 'lpadmin could not add the printer {queue}: {message}',
  'cli.printer.installed': 'Added to CUPS as {queue}: print to it with lp -d {queue} <file>',
  'cli.approvals.usage': `Usage: printdesk approvals [--data-dir DIR] [--json]

Lists the hot-folder jobs of a data folder that wait for a person: orders held for approval (over
the folder's limit or budget, as their job ticket asked, or their file's preflight found errors)
and orders to check (their answer was lost), each with why, its total, its reference, until when
the folder's approval timeout waits, and a decision already requested. It reads the jobs journal
only, so it runs beside a \`printdesk sync\` or the app on the same folder.

Flags:
  --data-dir DIR   the data folder (default: the app's)
  --json           one JSON line per job (job, short, file, state, reasons, total, currency,
                   reference, since, decideBy, handledBy, requested)

Approve one with \`printdesk approve JOB\`, decline it with \`printdesk decline JOB --reason TEXT\`.`,
  'cli.approvals.noArguments': 'printdesk approvals takes no argument, not "{value}"',
  'cli.approvals.none': 'No hot-folder job waits for a person.',
  'cli.approvals.line': '{short}  {file}{total}  {why}{more}',
  'cli.approvals.check': 'check this order: sent with reference {reference}, its answer lost',
  'cli.approvals.waitsOn': ' (waits on {name})',
  'cli.approvals.timeout': ' — decided by the approval timeout at {when}',
  'cli.approvals.requested': ' — {kind, select, approve {approval} other {decline}} requested',
  'cli.approve.usage': `Usage: printdesk approve JOB [--as NAME] [--data-dir DIR] [--wait SECONDS]

Approves a hot-folder job that waits for a person, as the app's Approvals view does: its order is
placed (or, held by its file's preflight, it goes on anyway). JOB is the short handle
\`printdesk approvals\` shows (or the start of it), the job's id, or its file. The running
\`printdesk sync\` or app of the data folder carries it out within seconds; the order record says
who approved it.

Flags:
  --as NAME        who approves it, as the order record shows it (default: your user@host)
  --data-dir DIR   the data folder (default: the app's)
  --wait SECONDS   how long to wait for the running process's answer (default 15)

Exit code: 0 done, 1 refused (it no longer waits, or was decided elsewhere), 2 a usage error, 3 no
answer: nothing runs on the data folder now, and the decision is carried out when it next runs.`,
  'cli.decline.usage': `Usage: printdesk decline JOB --reason TEXT [--as NAME] [--data-dir DIR] [--wait SECONDS]

Declines a hot-folder job that waits for a person, as Discard in the app's Approvals view does:
nothing is ordered, its file goes as its hot folder's after-upload rule says. JOB is the short handle
\`printdesk approvals\` shows (or the start of it), the job's id, or its file. The order record says
who declined it and why.

Flags:
  --reason TEXT    why (required)
  --as NAME        who declines it (default: your user@host)
  --data-dir DIR   the data folder (default: the app's)
  --wait SECONDS   how long to wait for the running process's answer (default 15)

Exit code: 0 done, 1 refused, 2 a usage error, 3 no answer (carried out when PrintDesk next runs
on the data folder).`,
  'cli.approve.oneJob': 'name one job (see printdesk approvals), not {count}',
  'cli.approve.ambiguous': '"{job}" names {count} waiting jobs: give more of its handle',
  'cli.approve.unknown': 'no waiting job is "{job}" (see printdesk approvals)',
  'cli.approve.noReason': '--reason is for printdesk decline',
  'cli.approve.badName': '--as must be at most 200 characters',
  'cli.decline.reasonRequired': 'printdesk decline needs --reason TEXT: the order record says why',
  'cli.approve.queued':
    '{kind, select, approve {Approval} other {Decline}} of {file} requested: nothing running on {dataDir} answered, so it is carried out when PrintDesk next runs there.',
  'cli.approve.refused': 'printdesk: {file}: {message}',
  'cli.approve.done': '{kind, select, approve {Approved} other {Declined}} {file}, as {by}.',
};
