/** The hot-folders area's messages (English, the source): ids `hot-folders.<component>.<what>` (docs/i18n.md). */
export const hotFolders = {
  'hot-folders.fileState.label':
    '{state, select, queued {Queued} uploading {Uploading} uploaded {Uploaded} failed {Failed} skipped {Skipped} other {{state}}}',

  'hot-folders.activityCells.removedLink': 'Removed hot folder',
  'hot-folders.activityCells.preflightErrors': 'Preflight: {errors}',
  'hot-folders.activityCells.preflightWarnings': 'Preflight warnings: {warnings}',
  'hot-folders.activityCells.retryJob': 'Retry the job for {path}',
  'hot-folders.activityCells.retryFile': 'Retry {name}',

  'hot-folders.activityColumns.file': 'File',
  'hot-folders.activityColumns.link': 'Hot folder',
  'hot-folders.activityColumns.state': 'State',
  'hot-folders.activityColumns.document': 'Document',
  'hot-folders.activityColumns.price': 'Price',
  'hot-folders.activityColumns.order': 'Order',
  'hot-folders.activityColumns.time': 'Time',
  'hot-folders.activityColumns.note': 'Error or note',
  'hot-folders.activityColumns.actions': 'Actions',

  'hot-folders.activityList.loading': 'Loading activity',
  'hot-folders.activityList.noMatch': 'No files match these filters',
  'hot-folders.activityList.showAll': 'Show all activity',
  'hot-folders.activityList.emptyTitle': 'Nothing has happened yet',
  'hot-folders.activityList.emptyBody':
    'Save or copy a print file into a hot folder: it appears here as it is uploaded.',
  'hot-folders.activityList.table': 'Hot folder activity',

  'hot-folders.activityToolbar.retriedToast': 'Failed files are queued again.',
  'hot-folders.activityToolbar.title': 'Activity',
  'hot-folders.activityToolbar.state': 'State',
  'hot-folders.activityToolbar.allStates': 'All states',
  'hot-folders.activityToolbar.link': 'Hot folder',
  'hot-folders.activityToolbar.allLinks': 'All hot folders',
  'hot-folders.activityToolbar.retryFailed': 'Retry failed',
  'hot-folders.activityToolbar.exportCsv': 'Export CSV',
  'hot-folders.activityToolbar.findFile': 'Find a file',

  'hot-folders.folderChooser.title': 'Choose a folder',
  'hot-folders.folderChooser.places': 'Places',
  'hot-folders.folderChooser.choosePlace': 'Choose a place to start from.',
  'hot-folders.folderChooser.loading': 'Loading folders',
  'hot-folders.folderChooser.folders': 'Folders',
  'hot-folders.folderChooser.up': 'Up one folder',
  'hot-folders.folderChooser.empty': 'No folders in here.',
  'hot-folders.folderChooser.choose': 'Choose this folder',

  'hot-folders.view.title': 'Hot folders',
  'hot-folders.view.totals':
    '{uploaded, number} uploaded · {waiting, number} waiting · {failed, number} failed',
  'hot-folders.view.add': 'Add hot folder',
  'hot-folders.view.links': 'Linked folders',
  'hot-folders.view.loading': 'Loading hot folders',
  'hot-folders.view.emptyTitle': 'No hot folders yet',
  'hot-folders.view.emptyBody':
    'Link a folder on this computer to a folder of your print library: every print file saved there is uploaded, once.',

  'hot-folders.jobState.step':
    '{step, select, document {Making the document} quote {Quoting} other {Ordering}}',
  'hot-folders.jobState.runningElsewhere':
    '{action, select, document {Document being made by {by}} quote {Being quoted by {by}} other {Being ordered by {by}}}',
  'hot-folders.jobState.awaitingApproval': 'Waiting for approval',
  'hot-folders.jobState.awaitingApprovalElsewhere': 'Waiting for approval on {by}',
  'hot-folders.jobState.checkOrder': 'Check this order',
  'hot-folders.jobState.checkOrderElsewhere': 'Check this order ({by})',
  'hot-folders.jobState.done': 'Done',
  'hot-folders.jobState.doneElsewhere':
    '{action, select, document {Document made by {by}} quote {Quoted by {by}} other {Ordered by {by}}}',
  'hot-folders.jobState.doneElsewhereOrder':
    '{action, select, document {Document made by {by}: {order}} quote {Quoted by {by}: {order}} other {Ordered by {by}: {order}}}',
  'hot-folders.jobState.failed': 'Failed',
  'hot-folders.jobState.failedElsewhere': 'Failed on {by}',
  'hot-folders.jobState.discarded': 'Discarded',
  'hot-folders.jobState.discardedElsewhere': 'Discarded on {by}',
  'hot-folders.jobState.stepDone':
    '{step, select, uploaded {Uploaded} document {document} quoted {quoted} other {ordered}}',
  'hot-folders.jobState.title': '{state} — {steps}',
  'hot-folders.jobPrice.shipsAndDelivered': 'Ships {ship}, delivered {delivery}',
  'hot-folders.jobPrice.ships': 'Ships {ship}',
  'hot-folders.jobPrice.delivered': 'delivered {delivery}',
  'hot-folders.jobPrice.withRecipients': '{price} · {count, plural, one {# recipient} other {# recipients}}',

  'hot-folders.jobPreset.action':
    '{action, select, upload {Upload only} document {Make a document} quote {Make a document and quote it} other {Make a document and order it}}',
  'hot-folders.jobPreset.chooseTemplate': 'Choose the document template for the job.',
  'hot-folders.jobPreset.enterSpendLimit': 'Enter the spending limit, e.g. 250 or 99.50.',
  'hot-folders.jobPreset.enterArriveWithin':
    'Enter the business days as a whole number from 1 to {max}, or leave it empty for no date.',
  'hot-folders.jobPreset.enterDailyBudget':
    'Enter the daily budget as an amount, e.g. 600 or 1500.50, or leave it empty for none.',
  'hot-folders.jobPreset.legend': 'Job for each uploaded file',
  'hot-folders.jobPreset.actionLabel': 'Action',
  'hot-folders.jobPreset.actionHint':
    "A job ticket '<name>'.job.json beside a file can change its quantity, recipient and reference.",
  'hot-folders.jobPreset.template': 'Document template',
  'hot-folders.jobPreset.templatePlaceholder': 'Choose a template',
  'hot-folders.jobPreset.quantity': 'Quantity',
  'hot-folders.jobPreset.shipping': 'Shipping',
  'hot-folders.jobPreset.arriveWithin': 'Arrive within N business days',
  'hot-folders.jobPreset.anyDay': 'No date',
  'hot-folders.jobPreset.arriveWithinHint':
    "Counted on the print service's business days. Each order ships by the cheapest method that arrives by then (a job ticket's needBy comes first); when none can, it waits for approval.",
  'hot-folders.jobPreset.spendLimit': 'Spending limit ({currency})',
  'hot-folders.jobPreset.spendLimitHint':
    'Orders up to this total are placed at once; others wait in Orders › Approvals.',
  'hot-folders.jobPreset.batch': 'Gather into one order',
  'hot-folders.jobPreset.batch.none': 'No: each file is an order of its own',
  'hot-folders.jobPreset.batch.time': 'At a time each business day',
  'hot-folders.jobPreset.batch.count': 'After a number of files',
  'hot-folders.jobPreset.batchHint':
    "The files wait after their document and go into one order, a line per document, shipped together. The time is the print service's, on its business days (before its cut-off, such as 13:30).",
  'hot-folders.jobPreset.batchTime': 'Time (HH:MM)',
  'hot-folders.jobPreset.batchFiles': 'Number of files',
  'hot-folders.jobPreset.enterBatchTime': 'Enter the time as HH:MM, such as 13:30.',
  'hot-folders.jobPreset.enterBatchFiles': 'Enter the number of files as a whole number from 2 to 500.',
  'hot-folders.jobPreset.dailyBudget': 'Daily budget',
  'hot-folders.jobPreset.noDailyBudget': 'No daily budget',
  'hot-folders.jobPreset.dailyBudgetHint':
    "{currency}. What this folder's orders may total on one day, across every computer that watches it; an order that would pass it waits for approval.",
  'hot-folders.jobPreset.allowTicketAddresses': 'Allow addresses in job tickets',
  'hot-folders.jobPreset.allowTicketAddressesHint':
    'Otherwise an order whose ticket ships to an address written in full waits for approval. A ticket asking for more copies than the preset always does.',

  'hot-folders.jobRecipient.main': "The account's main address",
  'hot-folders.jobRecipient.setBefore': 'The address set before: {street}',
  'hot-folders.jobRecipient.list': 'List “{name}” ({count, plural, one {# recipient} other {# recipients}})',
  'hot-folders.jobRecipient.someList': 'A distribution list',
  'hot-folders.jobRecipient.someAddress': 'A saved address',
  'hot-folders.jobRecipient.label': 'Ship to',
  'hot-folders.jobRecipient.hint':
    'A distribution list gets one recipient per row, each with this shipping method. A job ticket can name another recipient.',

  'hot-folders.linkCard.state':
    '{state, select, starting {Starting} watching {Watching} syncing {Uploading} paused {Paused} error {Needs attention} other {Folder unavailable}}',
  'hot-folders.linkCard.watchNative': 'New files are reported by the system as they arrive.',
  'hot-folders.linkCard.watchPolling':
    'Checked every {seconds, number} s: {reason, select, setting {set to always poll} share {a network share, which does not report other computers’ files} other {the system ran out of file watches}}.',
  'hot-folders.linkCard.watchPollingShare':
    'Checked every {seconds, number} s: a network share, which does not report other computers’ files ({share}).',
  'hot-folders.linkCard.name': 'Hot folder {name}',
  'hot-folders.linkCard.uploadsTo': 'uploads to',
  'hot-folders.linkCard.offline':
    'The folder cannot be reached (a drive unplugged or a share offline). PrintDesk carries on when it is back.',
  'hot-folders.linkCard.error':
    'PrintDesk cannot watch this folder. Check that it exists and that you may read it.',
  'hot-folders.linkCard.queued': 'Queued',
  'hot-folders.linkCard.uploading': 'Uploading',
  'hot-folders.linkCard.uploaded': 'Uploaded',
  'hot-folders.linkCard.awaiting': 'Waiting for approval',
  'hot-folders.linkCard.failed': 'Failed',
  'hot-folders.linkCard.settings':
    '{types} · {subfolders, select, yes {with sub-folders} other {this folder only}} · after upload: {afterUpload, select, keep {leave it in the folder} move {move it to uploaded/} other {delete it}}',
  'hot-folders.linkCard.pause': 'Pause',
  'hot-folders.linkCard.resume': 'Resume',
  'hot-folders.linkCard.pauseName': 'Pause {name}',
  'hot-folders.linkCard.resumeName': 'Resume {name}',
  'hot-folders.linkCard.editName': 'Edit {name}',
  'hot-folders.linkCard.activity': 'Activity',
  'hot-folders.linkCard.activityName': 'Show activity of {name}',
  'hot-folders.linkCard.removeName': 'Remove {name}',
  'hot-folders.linkCard.removeTitle': 'Remove this hot folder?',
  'hot-folders.linkCard.removeBody':
    'PrintDesk stops watching <mono>{path}</mono>. Files already uploaded stay in your library, and nothing on this computer is deleted.',
  'hot-folders.linkCard.keep': 'Keep it',
  'hot-folders.linkCard.remove': 'Remove hot folder',

  'hot-folders.linkForm.afterUpload':
    '{afterUpload, select, keep {Leave it in the folder} move {Move it to Uploaded/} other {Delete it}}',
  'hot-folders.linkForm.editTitle': 'Edit hot folder',
  'hot-folders.linkForm.addTitle': 'Add a hot folder',
  'hot-folders.linkForm.localFolder': 'Local folder',
  'hot-folders.linkForm.localFolderHint':
    'The folder on this computer to watch (~ is your home folder). Print files saved here are uploaded.',
  'hot-folders.linkForm.libraryFolder': 'Library folder',
  'hot-folders.linkForm.libraryFolderHint':
    'Where they go in your print library; folders are created as needed (e.g. "Hot folders/Brochures").',
  'hot-folders.linkForm.types': 'Accepted file types',
  'hot-folders.linkForm.subfolders': 'Include sub-folders',
  'hot-folders.linkForm.subfoldersHint': 'Files in sub-folders go to matching sub-folders in the library.',
  'hot-folders.linkForm.afterUploadLabel': 'After upload',
  'hot-folders.linkForm.afterUploadHint':
    'Files the service cannot print always go to Failed/ with a note saying why.',
  'hot-folders.linkForm.poll': 'Always poll this folder (network share)',
  'hot-folders.linkForm.printer': 'Printer',
  'hot-folders.linkForm.alsoPrinter': 'Also as a printer',
  'hot-folders.linkForm.alsoPrinterHint':
    'A printer on this computer for every print dialog: each job printed to it becomes a PDF in this folder, named after its title, and goes through this folder’s steps.',
  'hot-folders.linkForm.printerAddress': 'Listed as “{name}”. Add it to this computer by its address: {uri}',
  'hot-folders.linkForm.printerNew': 'Its address is shown once the folder is saved.',
  'hot-folders.linkForm.printerNeedsPdf': 'Printed jobs arrive as PDF files: tick PDF among the file types.',
  'hot-folders.linkForm.pollHint':
    'PrintDesk finds shares on its own; tick this for a shared folder whose new files it misses.',
  'hot-folders.linkForm.preflight': 'Preflight',
  'hot-folders.linkForm.fixes': 'Fixes',
  'hot-folders.linkForm.fixesHint':
    'Before a file becomes a document, the preflight fixes these on a copy; the original is kept in Originals/.',
  'hot-folders.linkForm.fixBleed': 'Add bleed',
  'hot-folders.linkForm.fixBleedHint':
    'Pages without bleed get 0.125 in (3.175 mm), their edges mirrored outward.',
  'hot-folders.linkForm.fixFonts': 'Embed missing fonts',
  'hot-folders.linkForm.fixFontsHint':
    'Helvetica, Arial, Times, Courier, Symbol and ZapfDingbats left out of a file are embedded as free fonts of the same widths.',
  'hot-folders.linkForm.fixPageSize': 'Fit pages to the product’s size',
  'hot-folders.linkForm.fixPageSizeHint':
    'A page of another size is scaled onto the product, centred, turned where that fits better.',
  'hot-folders.linkForm.fit': 'Where the proportions differ',
  'hot-folders.linkForm.fitMode':
    '{fit, select, fill {Fill the page (the edges are cropped)} other {Fit the whole page (white margins)}}',
  'hot-folders.linkForm.startPaused': 'Start paused',
  'hot-folders.linkForm.saveChanges': 'Save changes',
  'hot-folders.linkForm.add': 'Add hot folder',

  'hot-folders.linkJob.badge':
    '{action, select, document {Makes documents} quote {Makes quotes} other {Places orders}}',
  'hot-folders.linkJob.onePerFile': 'one per file',
  'hot-folders.linkJob.onePerFileCopies': 'one per file, {count, plural, one {# copy} other {# copies}}',
  'hot-folders.linkJob.upToEach': 'up to {amount} each',
  'hot-folders.linkJob.eachWaits': 'each waits for approval',
  'hot-folders.linkJob.noDailyBudget': 'no daily budget',
  'hot-folders.linkJob.dailyLeft': '{budget} a day, {left} left today',
  'hot-folders.linkJob.daily': '{budget} a day',
  'hot-folders.linkJob.terms': '{first} · {second}',
  'hot-folders.linkJob.limitsCurrency':
    'Stopped ordering: its limits are in {limits}, but the service now prices in {prices}. Until they are set in {prices}, each of its orders waits for your approval.',
  'hot-folders.linkJob.setLimits': 'Set limits in {prices}',
  'hot-folders.jobPreset.limitsCurrency':
    "This folder's limits were set in {limits} ({terms}). The service now prices in {prices}: enter the limits in {prices}. Until then, each of its orders waits for your approval.",

  'hot-folders.preflightCard.type':
    '{type, select, pdf {PDF} postscript {PostScript} tiff {TIFF image} jpeg {JPEG image} png {PNG image} other {{type}}}',
  'hot-folders.preflightCard.held': 'Held in Failed/ until someone decides in Orders › Approvals.',
  'hot-folders.preflightCard.report': 'Report',
  'hot-folders.preflightCard.noReport': 'There is no report beside the file any more.',
  'hot-folders.preflightCard.title': 'Preflight',
  'hot-folders.preflightCard.close': 'Close preflight',
  'hot-folders.preflightCard.thumbnail': 'First page of {name}',
  'hot-folders.preflightCard.noPreview': 'No preview',
  'hot-folders.preflightCard.typeLabel': 'Type',
  'hot-folders.preflightCard.notPrintFile': 'Not a print file PrintDesk recognises',
  'hot-folders.preflightCard.pages': 'Pages',
  'hot-folders.preflightCard.unknown': 'Unknown',
  'hot-folders.preflightCard.pageSize': 'Page size',
  'hot-folders.preflightCard.fileSize': 'File size',

  'hot-folders.uploadsControl.group': 'Uploads',
  'hot-folders.uploadsControl.resume': 'Resume',
  'hot-folders.uploadsControl.pause': 'Pause uploads',

  'hot-folders.setAside.record':
    "A file in the shared folder's .printdesk was changed by something other than PrintDesk: it was ignored (set aside as {file}: {reason}).",
  'hot-folders.setAside.notice':
    "A file in the shared folder's .printdesk was changed by something other than PrintDesk: it was ignored",
};
