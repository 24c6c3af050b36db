import { Button } from '../../components/button.js';
import { useAppIntl } from '../../format/intl.js';
import { useDocuments } from '../../stores/documents.js';
import { downloadText } from '../../components/download.js';

/** Puts each element on its own line, indented by depth, so the XML reads as a tree. */
export function prettyXml(xml: string): string {
  let depth = 0;
  return xml
    .replace(/>\s*</g, '>\n<')
    .split('\n')
    .map((token) => {
      if (token.startsWith('</')) depth = Math.max(0, depth - 1);
      const line = `${'  '.repeat(depth)}${token}`;
      const opens = /^<[A-Za-z_]/.test(token) && !token.endsWith('/>') && !token.includes('</');
      if (opens) depth += 1;
      return line;
    })
    .join('\n');
}

/** The document as the print service's XML, to read or keep. */
export function XmlPanel() {
  const xml = useDocuments((state) => state.xml);
  const intl = useAppIntl();
  const fallbackName = intl.formatMessage({ id: 'documents.xml.fileName' });
  const name = useDocuments((state) => state.draft?.name ?? '');
  const hideXml = useDocuments((state) => state.hideXml);
  if (xml === null) return null;
  return (
    <section className="doc-xml" aria-label={intl.formatMessage({ id: 'documents.xml.label' })}>
      <div className="row">
        <h3>{intl.formatMessage({ id: 'documents.xml.title' })}</h3>
        <span className="spacer" />
        <Button
          size="small"
          onClick={() => downloadText(`${name.trim() || fallbackName}.xml`, xml, 'application/xml')}
        >
          {intl.formatMessage({ id: 'documents.xml.download' })}
        </Button>
        <Button size="small" variant="ghost" onClick={hideXml}>
          {intl.formatMessage({ id: 'documents.xml.hide' })}
        </Button>
      </div>
      <pre className="mono" tabIndex={0}>
        {prettyXml(xml)}
      </pre>
    </section>
  );
}
