// The Run panel's request form as text fields, and the request it sends: headers one "Name: value" a
// line, uploads one "field=name" a line. Pure, so that Node can check every example's form and Share
// round trip (tests/share-every-example.unit.ts) without a browser.
import type {RunnableExample} from '../remarkRunExamples';
import type {PhpRequest} from './protocol';

export type RequestForm = {method: string; path: string; headers: string; body: string; uploads: string};

/** The form as a request (or a shared link's state) fills it. */
export function formOf(request: Omit<PhpRequest, 'uploads'> & {uploads?: [string, string][]}): RequestForm {
  return {
    method: request.method,
    path: request.path,
    headers: request.headers.map(([name, value]) => `${name}: ${value}`).join('\n'),
    body: request.body,
    uploads: (request.uploads ?? []).map(([field, name]) => `${field}=${name}`).join('\n'),
  };
}

/** The form a panel opens with: its example's first request. */
export function initialForm(example: RunnableExample): RequestForm {
  const [first] = example.requests;
  return formOf({...first, body: first.body ?? ''});
}

/** Lines of "name<separator>value", trimmed; a line without a name before the separator is left out. */
function pairs(text: string, separator: string): [string, string][] {
  const found: [string, string][] = [];
  for (const line of text.split('\n')) {
    const at = line.indexOf(separator);
    if (at > 0) found.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return found;
}

/** The request the form sends: a path always starts with "/". */
export function toRequest(form: RequestForm): PhpRequest {
  const path = form.path.trim() || '/';
  return {
    method: form.method,
    path: path.startsWith('/') ? path : `/${path}`,
    headers: pairs(form.headers, ':'),
    body: form.body,
    uploads: pairs(form.uploads, '='),
  };
}
