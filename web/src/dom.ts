/** A tiny element builder: text is always set as text, never parsed as HTML. */
type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | boolean | undefined | ((e: Event) => void)>;

export function h(tag: string, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return el;
}

export const p = (text: string, cls = 'govuk-body') => h('p', { class: cls }, text);

export function button(label: string, onClick: () => void, kind: '' | 'secondary' | 'warning' = ''): HTMLElement {
  return h(
    'button',
    {
      type: 'button',
      class: `govuk-button${kind ? ` govuk-button--${kind}` : ''}`,
      'data-module': 'govuk-button',
      onclick: onClick,
    },
    label,
  );
}

export function submit(label: string, kind: '' | 'secondary' = ''): HTMLElement {
  return h(
    'button',
    { type: 'submit', class: `govuk-button${kind ? ` govuk-button--${kind}` : ''}`, 'data-module': 'govuk-button' },
    label,
  );
}

export function linkButton(label: string, onClick: () => void, id?: string): HTMLElement {
  return h('a', { href: '#', id, class: 'govuk-link', onclick: (e: Event) => (e.preventDefault(), onClick()) }, label);
}

export function textInput(id: string, label: string, opts: { hint?: string; value?: string; type?: string; autocomplete?: string; width?: string } = {}): HTMLElement {
  return h(
    'div',
    { class: 'govuk-form-group' },
    h('label', { class: 'govuk-label', for: id }, label),
    opts.hint ? h('div', { class: 'govuk-hint', id: `${id}-hint` }, opts.hint) : null,
    h('input', {
      class: `govuk-input${opts.width ? ` govuk-input--width-${opts.width}` : ''}`,
      id,
      name: id,
      type: opts.type ?? 'text',
      value: opts.value ?? '',
      autocomplete: opts.autocomplete ?? 'off',
      'aria-describedby': opts.hint ? `${id}-hint` : undefined,
      spellcheck: 'false',
    }),
  );
}

export function tag(text: string, colour?: string): HTMLElement {
  return h('strong', { class: `govuk-tag${colour ? ` govuk-tag--${colour}` : ''}` }, text);
}

export function summaryList(rows: { key: string; value: string; action?: HTMLElement }[]): HTMLElement {
  return h(
    'dl',
    { class: 'govuk-summary-list' },
    rows.map((r) =>
      h(
        'div',
        { class: `govuk-summary-list__row${r.action ? '' : ' govuk-summary-list__row--no-actions'}` },
        h('dt', { class: 'govuk-summary-list__key' }, r.key),
        h('dd', { class: 'govuk-summary-list__value' }, r.value),
        r.action ? h('dd', { class: 'govuk-summary-list__actions' }, r.action) : null,
      ),
    ),
  );
}

export function notification(title: string, body: (Node | string)[], success = false): HTMLElement {
  return h(
    'div',
    {
      class: `govuk-notification-banner${success ? ' govuk-notification-banner--success' : ''}`,
      role: success ? 'alert' : 'region',
      'aria-labelledby': 'banner-title',
      'data-module': 'govuk-notification-banner',
    },
    h(
      'div',
      { class: 'govuk-notification-banner__header' },
      h('h2', { class: 'govuk-notification-banner__title', id: 'banner-title' }, success ? 'Success' : 'Important'),
    ),
    h(
      'div',
      { class: 'govuk-notification-banner__content' },
      h('p', { class: 'govuk-notification-banner__heading' }, title),
      ...body,
    ),
  );
}
