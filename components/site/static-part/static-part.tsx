import { createHash } from 'node:crypto';
import { cloneElement, createElement, Fragment, isValidElement, type JSX, type ReactElement, type ReactNode } from 'react';
import { keepPart } from './parts';
import { StaticPartHost } from './static-part-host';

const clientReference = Symbol.for('react.client.reference');

type Tag = keyof JSX.IntrinsicElements;

type StaticPartProps<T extends Tag> =
  | ({ as: T } & (
      | (Omit<JSX.IntrinsicElements[T], 'dangerouslySetInnerHTML'> & { html?: never })
      | (Omit<JSX.IntrinsicElements[T], 'children' | 'dangerouslySetInnerHTML'> & { html: string; children?: never })
    ))
  /** Without `as`: the one element its child renders to is the part's. */
  | { as?: undefined; html?: never; children: ReactElement };

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function nameOf(type: unknown): string {
  if (typeof type === 'string') return type;
  const named = type as { displayName?: string; name?: string } | null;
  return named?.displayName ?? named?.name ?? String(type);
}

/**
 * `node` as the elements of HTML it renders to: every server component in it called (and
 * awaited), as React would on the server. A static part has no client component: nothing in it
 * is hydrated. Its server components may be async but use no hooks (they are called outside
 * React's own rendering).
 */
async function hostOnly(node: ReactNode): Promise<ReactNode> {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return node;
  if (isThenable(node)) return hostOnly((await node) as ReactNode);
  if (typeof node === 'object' && Symbol.iterator in node) return Promise.all([...node].map(hostOnly));
  if (!isValidElement(node)) throw new Error(`A static part cannot hold ${String(node)}`);
  const { type, props } = node as ReactElement<{ children?: ReactNode; dangerouslySetInnerHTML?: unknown }>;
  if (typeof type === 'string' || type === Fragment) {
    const handler = Object.keys(props).find((name) => typeof (props as Record<string, unknown>)[name] === 'function');
    if (handler)
      throw new Error(`A static part cannot hold <${nameOf(type)} ${handler}>: it is never hydrated, so the function would not run`);
    if (props.dangerouslySetInnerHTML || props.children === undefined) return node;
    const children = await hostOnly(props.children);
    // Passed one by one, as JSX passes an element's own children (React checks the keys of lists only).
    return Array.isArray(props.children)
      ? cloneElement(node, undefined, ...(children as ReactNode[]))
      : cloneElement(node, undefined, children);
  }
  if (type === StaticPart) {
    const { as, html, children, ...attributes } = props as StaticPartProps<Tag>;
    if (as === undefined) return hostOnly(children);
    return html === undefined
      ? createElement(as, { ...attributes, key: node.key }, await hostOnly(children))
      : createElement(as, { ...attributes, key: node.key, dangerouslySetInnerHTML: { __html: html } });
  }
  const component = type as ((props: object) => ReactNode | Promise<ReactNode>) & {
    $$typeof?: symbol;
    prototype?: { isReactComponent?: unknown };
  };
  if (typeof component !== 'function' || component.$$typeof === clientReference || component.prototype?.isReactComponent) {
    throw new Error(`A static part cannot hold ${nameOf(type)}: a part is never hydrated, so its client components would not run`);
  }
  return hostOnly(await component(props));
}

const isEmpty = (content: unknown): boolean =>
  content === null || content === undefined || content === '' || (Array.isArray(content) && content.every(isEmpty));

/** A fingerprint of a part's content: the same content, from any render, has the same. */
function fingerprint(content: unknown): string {
  const text = JSON.stringify(content, (_key, value: unknown) =>
    isValidElement(value) ? [nameOf(value.type), value.key, value.props] : typeof value === 'symbol' ? String(value) : value,
  );
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/**
 * An element of the page whose content never changes once rendered (text, links, pictures, plain
 * forms): the server sends it as HTML, and React's payload carries only the element and a
 * fingerprint of its content, never the content itself, so the browser neither downloads it twice
 * nor hydrates it. `html` is inner HTML given as a string (a script of structured data); without
 * `as`, the element its one child renders to is the part's (`<StaticPart><PageHero … /></StaticPart>`).
 *
 * Only the page's HTML has the content (static-part-host.tsx): a part may not sit in a page that
 * the browser renders again without a full load (the people list's filters push a new payload).
 */
export async function StaticPart<T extends Tag>(props: StaticPartProps<T>) {
  const { as, html, children, ...given } = props as StaticPartProps<Tag>;
  let tag: string = as ?? '';
  let attributes: Record<string, unknown> = given;
  let content: unknown;
  if (html !== undefined) content = { __html: html };
  else if (as !== undefined) content = await hostOnly(children);
  else {
    const root = await hostOnly(children);
    if (!isValidElement(root) || typeof root.type !== 'string')
      throw new Error('A static part without `as` needs one child that renders one element');
    const { children: inner, dangerouslySetInnerHTML, ...own } = root.props as { children?: ReactNode; dangerouslySetInnerHTML?: unknown };
    [tag, attributes, content] = [root.type, own, dangerouslySetInnerHTML ?? inner];
  }
  // An element with no content is sent as it is: there is nothing to leave out.
  if (isEmpty(content)) return createElement(tag, attributes);
  const part = fingerprint([tag, content]);
  keepPart(part, content as ReactNode);
  return <StaticPartHost as={tag} part={part} {...attributes} />;
}
