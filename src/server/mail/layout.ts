import { company } from '@/lib/company';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

export type MailContent = {
  heading: string;
  /** Paragraphs of plain text; blank lines and line breaks are kept. */
  paragraphs: readonly string[];
  /** A label/value table (the submitted fields, in the team's notifications). */
  rows?: readonly (readonly [label: string, value: string])[];
  /** A button after the paragraphs (the newsletter's confirmation link); the text version prints its address. */
  action?: { label: string; url: string };
  footer: readonly string[];
};

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/**
 * One look for every mail: the HTML version (inline styles, every value escaped) and the
 * plain-text version from the same content.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const rows = content.rows ?? [];
  const table = rows.length
    ? `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 20px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0e7490;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;background:#f4f5f7;font-family:Inter,Segoe UI,Arial,sans-serif;color:#111"><div style="max-width:600px;margin:0 auto;padding:24px"><div style="background:#fff;border-radius:12px;padding:28px"><p style="margin:0 0 20px;font-weight:700;letter-spacing:.02em;color:#0e7490">${escapeHtml(company.brand)}</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${content.paragraphs.map(paragraphHtml).join('')}${action}${table}</div>${content.footer.map((line) => `<p style="font-size:12px;color:#666;margin:12px 0 0">${escapeHtml(line)}</p>`).join('')}</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(rows.length ? [...rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    '--',
    ...content.footer,
  ].join('\n');
  return { html, text };
}
