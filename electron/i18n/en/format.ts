/**
 * How values read (English, the source): sizes in the buyer's units, times with their zones, the
 * sync status in words and the preflight report, for every host (renderer, desktop, command line).
 */
export const format = {
  'format.syncStatus.upToDate': 'Up to date',
  'format.syncStatus.filesFailed': '{count, plural, one {# file} other {# files}} failed',
  'format.syncStatus.foldersUnreadable': '{count, plural, one {# folder} other {# folders}} cannot be read',
  'format.syncStatus.offline': 'Offline — next try at {time}',
  'format.pause.until': '{when, select, resumed {until resumed} other {until {moment}}}',
  'format.moment': '{when, select, today {{time}} tomorrow {tomorrow {time}} other {{day} {time}}}',
  'format.preflightReport.title': 'Preflight of {file} ({profile} profile)',
  'format.preflightReport.notChecked': 'Not checked: {error}',
  'format.preflightReport.counts':
    '{pages} {pages, plural, one {page} other {pages}}; {findings, plural, =0 {no problems found} other {{errors} {errors, plural, one {error} other {errors}}, {warnings} {warnings, plural, one {warning} other {warnings}}}}',
  'format.preflightReport.finding': '{severity, select, error {ERROR} other {WARNING}} {check}{where}',
  'format.preflightReport.pages': ' ({count, plural, one {page} other {pages}} {pages})',
  'format.size.metric': '{width} × {height} mm',
  'format.size.imperial': '{width} × {height} in',
  'format.size.withPaper': '{size} ({paper})',
  'format.size.both': '{primary} · {secondary}',
  'format.zonedTime.both': '{serviceTime} {serviceZone} ({buyerTime} your time, {buyerZone})',
  'format.zonedTime.one': '{serviceTime} {serviceZone}',
  'format.zonedTime.orderBy': 'Order by {time}',
  'format.zonedTime.shipsOn': 'Ships {time}',
  'format.bandwidth.paused': 'Paused {until}',
  'format.bandwidth.noLimit': 'No limit',
  'format.bandwidth.limitedTo': 'Limited to {rate}',
  'format.bandwidth.rateNow': '{rate} now',
  'format.bandwidth.inForce':
    '{limited, select, yes {{limit}} other {no limit}}{until, select, yes { until {moment}} other {}}',
  'format.syncStatus.notStarted': 'Sync not started',
  'format.syncStatus.syncing': '{count, plural, one {Syncing # file} other {Syncing # files}}',
  'format.syncStatus.paused': 'Sync paused',
  'format.syncStatus.attention': 'Sync needs attention',
  'format.syncStatus.offlineFolder': 'Offline',
};
