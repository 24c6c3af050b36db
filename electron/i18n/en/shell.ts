/** The shell area's messages (English, the source): ids `shell.<component>.<what>` (docs/i18n.md). */
export const shell = {
  'shell.nav.label': 'Main',
  'shell.nav.library': 'Library',
  'shell.nav.hotFolders': 'Hot folders',
  'shell.nav.documents': 'Documents',
  'shell.nav.quotes': 'Quotes',
  'shell.nav.orders': 'Orders',
  'shell.nav.account': 'Account',
  'shell.nav.waiting': '{view}, {count, plural, other {# waiting for approval}}',
  'shell.app.loading': 'Loading PrintDesk',
  'shell.app.loadingView': 'Loading {view}',
  'shell.header.practiceTitle':
    'A practice print service inside PrintDesk, with sample data: nothing is printed or charged',
  'shell.header.practiceAccount': 'Practice account: <strong>{name}</strong>',
  'shell.header.signedInAs': 'Signed in as <strong>{name}</strong>',
  'shell.header.notConnected': 'Not connected — connect an account',
  'shell.statusBar.label': 'Status',
  'shell.statusBar.sync': 'Sync status',
  'shell.statusBar.connectionLost': 'Connection to PrintDesk lost — reconnecting…',
  'shell.statusBar.uploadProgress': 'Upload progress',
  'shell.statusBar.uploading': 'Uploading {count, plural, one {# file} other {# files}}',
  'shell.statusBar.sentOf': '{sent} of {size}',
  'shell.statusBar.overallProgress': 'Overall upload progress',
  'shell.statusBar.failed': '{count, plural, one {# upload} other {# uploads}} failed',
  'shell.bandwidth.label': 'Upload bandwidth',
  'shell.bandwidth.limit': 'Upload limit',
  'shell.practiceBanner.label': 'Practice mode',
  'shell.practiceBanner.text':
    '<strong>Practice mode:</strong> a practice print service with sample files and orders. Nothing is printed or charged.',
  'shell.connectYourAccount': 'Connect your account…',
  'shell.welcome.title': 'Welcome to PrintDesk',
  'shell.welcome.practice':
    'PrintDesk is running on a practice print service with sample data: the files, documents and orders you see belong to a sample account. Try anything you like: nothing is printed or charged.',
  'shell.welcome.own': 'PrintDesk keeps your print files in step with your online print library.',
  'shell.welcome.stepsTitle': 'What to try first',
  'shell.welcome.stepLink':
    '<strong>Link a folder</strong> in Hot folders: every print file saved in it is uploaded for you.',
  'shell.welcome.stepDrop':
    '<strong>Drop a file</strong> anywhere in this window to upload it to your library.',
  'shell.welcome.stepQuote':
    '<strong>Get a quote</strong> in Quotes to see what an order costs, delivery and tax included.',
  'shell.welcome.start': 'Start exploring',
  'shell.connect.title': 'Connect your account',
  'shell.connect.intro':
    'PrintDesk works with your print provider’s service using two things from your account there. It checks both with the service before switching, so nothing changes if one is wrong.',
  'shell.connect.address': 'Service address',
  'shell.connect.addressHint':
    'The API address your provider gives you with API access, for example https://connect.mimeo.com/2012/02. It is not the address of the website you order from.',
  'shell.connect.key': 'Subscription key',
  'shell.connect.keyHint':
    'Sign in on your print provider’s website, open your profile and copy the subscription key (sometimes called API key).',
  'shell.connect.keyMissing': 'Paste your subscription key.',
  'shell.connect.inClearMissing': 'Confirm that the key may travel unencrypted, or use an https:// address.',
  'shell.connect.details': 'Technical details',
  'shell.connect.checking': 'Checking…',
  'shell.connect.submit': 'Check and connect',
  'shell.connect.connected':
    '{named, select, yes {Connected to {host} as {name}.} other {Connected to {host}.}}',
  'shell.connectFailure.theService': 'the service',
  'shell.connectFailure.auth':
    "The print service at {host} did not accept this subscription key. Copy the key again from your profile on your print provider''s website: one missing character is enough for it to be refused.",
  'shell.connectFailure.network':
    'PrintDesk could not reach {host}. Check the service address for typing mistakes, and that this computer is online.',
  'shell.connectFailure.timeout':
    '{host} did not answer in time. Check the service address, or try again in a moment.',
  'shell.connectFailure.notService':
    '{host} answered, but not as a print service does. Check the service address: it is the API address your provider gave you, not the address of its website.',
  'shell.connectFailure.proxy':
    'The proxy set in Account refused the connection or could not be reached, so PrintDesk could not reach {host}. Check the proxy settings in Account.',
  'shell.connectFailure.busy':
    'The print service at {host} is busy or had a problem. Your key was not checked: try again in a moment.',
  'shell.replace.titleOne': '“{name}” is already in the library',
  'shell.replace.titleMany': '{count, plural, other {# files are already in the library}}',
  'shell.replace.question': 'Replace what is there, or keep both?',
  'shell.replace.entry': '<strong>{name}</strong> <muted>in {folder}</muted>',
  'shell.replace.replace': 'Replace',
  'shell.replace.replaceHint': ' — the file in the library is deleted, then this one is uploaded.',
  'shell.replace.keepBoth': 'Keep both',
  'shell.replace.keepBothHint': ' — this one is uploaded beside it, with a number after its name.',
  'shell.replace.skip': 'Skip',
  'shell.replace.skipHint': ' — this one is not uploaded.',
  'shell.replace.replaceAll': 'Replace all',
  'shell.replace.keepAllBoth': 'Keep all both',
  'shell.replace.upload': 'Upload',
  'shell.drop.unreadable':
    'The library cannot be read right now, so nothing was uploaded. Try again in a moment.',
  'shell.drop.leftOut':
    '{count, plural, one {One file was left out: it is not a print file (PDF, PostScript, TIFF, JPEG or PNG).} other {# files were left out: they are not print files (PDF, PostScript, TIFF, JPEG or PNG).}}',
  'shell.drop.intoFolder': 'Drop files or folders to upload them into {folder}',
  'shell.drop.intoLibrary': 'Drop files or folders to upload them into your library',
  'shell.drop.foldersUnreadable': 'Nothing was uploaded: the library folders could not be read.',
  'shell.drop.notReplaced': '“{name}” was not uploaded: the file it replaces could not be deleted.',
  'shell.orderShipped': 'Order {id} has shipped.',
};
