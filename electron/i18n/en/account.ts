/** The account area's messages (English, the source): ids `account.<component>.<what>` (docs/i18n.md). */
export const account = {
  'account.view.title': 'Account',
  'account.view.loading': 'Loading account',

  'account.address.careOf': 'c/o {name}',
  'account.address.newTitle': 'New address',
  'account.address.legend': 'Address',
  'account.address.makeMain': 'Make this my main address',
  'account.address.save': 'Save address',
  'account.address.title': 'Main address',
  'account.address.loading': 'Loading address',
  'account.address.emptyTitle': 'No main address yet',
  'account.address.emptyBody': 'Quotes and orders ship to your main address unless you choose another.',
  'account.address.add': 'Add address…',

  'account.bandwidth.title': 'Upload limit',
  'account.bandwidth.loading': 'Loading the upload limit',
  'account.bandwidth.intro':
    'One limit for every upload, hot folders and uploads by hand alike. A change applies at once.',
  'account.bandwidth.none': 'No limit',
  'account.bandwidth.rate': 'Limit upload rate to',
  'account.bandwidth.unit': 'MiB/s',
  'account.bandwidth.rateField': 'Limit upload rate to MiB/s',
  'account.bandwidth.rateHint': '1 MiB/s is 1,048,576 bytes a second, as rclone counts.',
  'account.bandwidth.timetableChoice': 'Follow a timetable',
  'account.bandwidth.timetable': 'Timetable',
  'account.bandwidth.timetableHint':
    "Days, times and rates as rclone's --bwlimit writes them: {example} limits weekdays from 08:00 to 18:00. A day no entry names has no limit.",
  'account.bandwidth.means': 'Means: ',
  'account.bandwidth.notApplied': 'Not applied yet',
  'account.bandwidth.inForce': 'In force now: {limit}',
  'account.bandwidth.commandLine':
    "This run follows the command line's --bwlimit ({text}); what you apply here is saved for the next start.",
  'account.bandwidth.rateMissing': 'Give the rate in MiB/s, such as 2 or 0.5.',
  'account.bandwidth.rateNotAbove':
    'A limit is above 0 MiB/s: choose "No limit" for none, or pause the hot folders to stop uploads.',
  'account.bandwidth.rateTooLow': 'The lowest limit is {rate} (about 0.001 MiB/s).',
  'account.bandwidth.rateTooHigh': 'The highest limit is {rate} ({mb} MiB/s).',

  'account.connection.title': 'Connection',
  'account.connection.confirmInClear':
    'Confirm that the key may travel unencrypted, or use an https:// address.',
  'account.connection.enterKey': 'Enter your subscription key.',
  'account.connection.signedIn': 'Signed in as <strong>{name}</strong>',
  'account.connection.email': ' ({email})',
  'account.connection.connectAccount': 'Connect your account…',
  'account.connection.signOut': 'Sign out',
  'account.connection.intro':
    'Enter the subscription key from your profile on your print provider’s website. PrintDesk checks it with the service before keeping it.',
  'account.connection.key': 'Subscription key',
  'account.connection.checking': 'Checking key…',
  'account.connection.connect': 'Connect',

  'account.diagnostics.title': 'Support',
  'account.diagnostics.intro':
    'PrintDesk keeps a log of every upload, job step, order and error. Save diagnostics puts the log, the settings (without any key or password), the versions and the sync journal’s statistics in one file to send to support.',
  'account.diagnostics.saved': 'Saved to <mono>{file}</mono>',
  'account.diagnostics.save': 'Save diagnostics…',

  'account.environment.embedded': 'Embedded sandbox',
  'account.environment.embeddedHint':
    ' — a practice print service inside PrintDesk. Nothing is printed or charged.',
  'account.environment.custom': 'Custom print service',
  'account.environment.customHint': " — your print provider's address.",
  'account.environment.title': 'Print service',
  'account.environment.legend': 'Environment',
  'account.environment.baseUrl': 'Base URL',
  'account.environment.use': 'Use this service',
  'account.environment.switching': 'Switching signs you out of the current service.',

  'account.keyKeeping.keptIn':
    '{kind, select, keychain {Your key is kept in this computer’s keychain.} safe {Your key is kept on this computer, encrypted by PrintDesk, because no system keychain is available.} environment {Your key comes from the PRINTDESK_KEY setting PrintDesk was started with. It is not saved.} memory {Your key will be forgotten when PrintDesk closes, because this computer has no keychain PrintDesk can use.} other {The practice service uses a key of its own: there is nothing to keep.}}',

  'account.market.option':
    '{market, select, us {United States} uk {United Kingdom} other {Germany}} ({currency, select, USD {US dollars} GBP {pounds sterling} other {euros}})',
  'account.market.detected':
    'Market: {market, select, us {United States} uk {United Kingdom} other {Germany}}, amounts in {currency, select, USD {US dollars} GBP {pounds sterling} other {euros}} (from the address).',
  'account.market.label': 'Market',
  'account.market.embeddedHint':
    'Prices, sizes and business hours of the practice service. Changing it restarts the practice service with that market’s sample data.',
  'account.market.customHint':
    'The address does not say which of the service’s markets it is: amounts are shown in this one’s currency.',

  'account.preferences.title': 'Sync preferences',
  'account.preferences.afterUpload':
    '{afterUpload, select, keep {Leave the file where it is} move {Move it to an "Uploaded" folder} other {Delete it}}',
  'account.preferences.concurrency': 'Files uploaded at once',
  'account.preferences.concurrencyHint':
    'More is faster on a quick connection; fewer leaves bandwidth for other work.',
  'account.preferences.afterUploadLabel': 'After a file is uploaded',
  'account.preferences.afterUploadHint':
    'The default for new hot folders. Nothing is moved or deleted until the service has confirmed the file.',
  'account.preferences.notifications': 'Show notifications',
  'account.preferences.notificationsHint':
    'When a batch of files has been uploaded, and when something needs you.',
  'account.preferences.launchAtLogin': 'Start PrintDesk when I log in',
  'account.preferences.launchAtLoginHint': 'Hot folders keep syncing without opening the app.',
  'account.preferences.desktopOnly': 'Available in the desktop app.',
  'account.preferences.uploadPreflight': 'Preflight of files uploaded by hand',
  'account.preferences.dataDir': 'Settings and the sync journal are kept in <mono>{dir}</mono>',

  'account.language.title': 'Language',
  'account.language.label': 'Language',
  'account.language.hint': 'System follows the languages set on this computer.',
  'account.language.system': 'System',

  'account.proxy.systemHintDesktop': " — your computer's proxy settings, PAC scripts included.",
  'account.proxy.systemHintHeadless':
    ' — the proxy in the HTTP_PROXY, HTTPS_PROXY and NO_PROXY environment variables of the computer PrintDesk runs on.',
  'account.proxy.system': 'System proxy',
  'account.proxy.none': 'No proxy',
  'account.proxy.noneHint': ' — connect to the print service directly.',
  'account.proxy.manual': 'Manual proxy',
  'account.proxy.manualHint': ' — one proxy address, with a user and password if it asks.',
  'account.proxy.title': 'Proxy',
  'account.proxy.loading': 'Loading the proxy setting',
  'account.proxy.address': 'Proxy address',
  'account.proxy.user': 'Proxy user',
  'account.proxy.password': 'Proxy password',
  'account.proxy.passwordKept': 'A password is kept with your key. Type a new one to replace it.',
  'account.proxy.passwordWhere': 'Kept with your subscription key, never in the settings file.',
  'account.proxy.save': 'Save proxy',

  'account.user.title': 'Your account',
  'account.user.name': 'Name',
  'account.user.jobTitle': 'Title',
  'account.user.email': 'E-mail',
  'account.user.phone': 'Daytime phone',
  'account.user.customId': 'Your id',
  'account.user.id': 'User id',
  'account.user.company': 'Company',
  'account.user.organization': 'Organization',
  'account.user.account': 'Account',
  'account.user.enabled': '{enabled, select, yes {Enabled} other {Disabled}}',
  'account.user.signedUp': 'Signed up',
  'account.user.lastSignIn': 'Last sign-in',

  'account.environmentLabel.embedded': 'Practice service',
};
