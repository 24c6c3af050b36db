import { Button } from '../../components/button.js';
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
  const name = useDocuments((state) => state.draft?.name ?? 'document');
  const hideXml = useDocuments((state) => state.hideXml);
  if (xml === null) return null;
  return (
    <section className="doc-xml" aria-label="Document XML">
      <div className="row">
        <h3>XML</h3>
        <span className="spacer" />
        <Button
          size="small"
          onClick={() => downloadText(`${name.trim() || 'document'}.xml`, xml, 'application/xml')}
        >
          Download
        </Button>
        <Button size="small" variant="ghost" onClick={hideXml}>
          Hide XML
        </Button>
      </div>
      <pre className="mono" tabIndex={0}>
        {prettyXml(xml)}
      </pre>
    </section>
  );
}
