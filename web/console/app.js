// The Warden console: everything it shows comes from the public /v1 API with the key the operator typed.
// The key lives in this tab's sessionStorage only (never a cookie, localStorage or the page's code).
// No framework, no build step, nothing fetched from elsewhere.

const KEY = 'warden.apiKey';
const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') node.className = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c instanceof Node ? c : String(c));
  return node;
};

class ApiError extends Error {
  constructor(status, body) {
    super(body?.error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.error?.code ?? `HTTP_${status}`;
    this.details = body?.error?.details ?? [];
  }
}

let lastHeaders = new Headers();

async function api(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: { authorization: `Bearer ${sessionStorage.getItem(KEY) ?? ''}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  lastHeaders = res.headers;
  const text = await res.text();
  const json = text ? JSON.parse(text) : undefined;
  if (res.status === 401) signOut('The key was refused (401): sign in again.');
  if (!res.ok) throw new ApiError(res.status, json);
  return json;
}

/** Shows an API error: each detail next to its field (data-field inside form), the message in target. */
function showError(form, target, err) {
  for (const p of form?.querySelectorAll('[data-field]') ?? []) p.textContent = '';
  target.textContent = err ? `${err.code}: ${err.message}` : '';
  for (const d of err?.details ?? []) {
    const slot = form?.querySelector(`[data-field="${d.field}"]`) ?? [...(form?.querySelectorAll('[data-field]') ?? [])].find((p) => d.field.startsWith(`${p.dataset.field}/`));
    if (slot) slot.textContent = `${slot.textContent ? `${slot.textContent}; ` : ''}${d.field}: ${d.message}`;
  }
}

// ---------------------------------------------------------------- sign-in and navigation

function signedIn() {
  return sessionStorage.getItem(KEY) !== null;
}

function signOut(message = '') {
  sessionStorage.removeItem(KEY);
  render();
  $('sign-in-error').textContent = message;
}

$('sign-in-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  sessionStorage.setItem(KEY, $('api-key').value.trim());
  $('api-key').value = '';
  try {
    await api('GET', '/v1/policies?limit=1');
    $('sign-in-error').textContent = '';
    if (!location.hash) location.hash = '#playground';
    render();
  } catch (err) {
    if (err.status !== 401) $('sign-in-error').textContent = err.message;
  }
});
$('sign-out').addEventListener('click', () => signOut());
window.addEventListener('hashchange', render);

function render() {
  const inside = signedIn();
  $('sign-in').hidden = inside;
  $('nav').hidden = !inside;
  const tab = inside ? (location.hash.slice(1) || 'playground') : '';
  for (const panel of document.querySelectorAll('[data-panel]')) panel.hidden = panel.id !== tab;
  for (const a of document.querySelectorAll('#nav a')) a.setAttribute('aria-current', a.dataset.tab === tab ? 'page' : 'false');
  if (tab === 'policies') loadPolicies();
  if (tab === 'webhooks') loadWebhooks();
  if (tab === 'usage') loadUsage();
  if (!inside) $('api-key').focus();
}

// ---------------------------------------------------------------- playground

const content = $('content');
content.addEventListener('dragover', (e) => e.preventDefault());
content.addEventListener('drop', async (e) => {
  const file = e.dataTransfer?.files?.[0];
  if (!file) return;
  e.preventDefault();
  content.value = await file.text();
});

$('scan-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const op = e.submitter?.value === 'protect' ? 'protect' : 'analyze';
  const text = content.value;
  const body = op === 'analyze'
    ? { content: text, direction: $('direction').value, options: { contentType: $('content-type').value } }
    : { content: text, direction: $('direction').value };
  try {
    const result = await api('POST', `/v1/${op}`, body);
    showError(null, $('scan-error'), null);
    showResult(op, text, result);
  } catch (err) {
    showError(null, $('scan-error'), err);
  }
});

/** Marks of a result: every threat location and personal-data location, with what it is. */
function marksOf(op, result) {
  const threats = op === 'analyze' ? result.threats : result.analysis.threats;
  const marks = [];
  for (const t of threats) for (const l of t.locations ?? []) marks.push({ start: l.start, end: l.end, category: t.category, label: `${t.category} ${t.subtype ?? t.type} (${t.severity}, confidence ${t.confidence})${t.evidence?.length ? ` — ${t.evidence[0]}` : ''}` });
  // What protect replaced, at the span of the original text.
  if (op === 'protect') for (const r of result.redactions) marks.push({ start: r.start, end: r.end, category: 'redacted', label: `redacted ${r.type} → ${r.replacement}` });
  return marks.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The text with every mark at its exact span. Marks may nest (an email inside an injection's window): the
 * text is cut at every mark's edges, and each piece is marked as the innermost mark covering it, its label
 * naming every mark that covers it (innermost first).
 */
function highlighted(text, marks) {
  const frag = document.createDocumentFragment();
  const edges = [...new Set([0, text.length, ...marks.flatMap((m) => [m.start, m.end])])].filter((e) => e >= 0 && e <= text.length).sort((a, b) => a - b);
  for (let i = 0; i + 1 < edges.length; i++) {
    const [from, to] = [edges[i], edges[i + 1]];
    // Innermost first; of equal spans, a redaction (what protect did) before the finding behind it.
    const covering = marks.filter((m) => m.start <= from && m.end >= to).sort((a, b) => a.end - a.start - (b.end - b.start) || Number(b.category === 'redacted') - Number(a.category === 'redacted'));
    const piece = text.slice(from, to);
    if (covering.length === 0) {
      frag.append(piece);
      continue;
    }
    const inner = covering[0];
    const label = covering.map((m) => m.label).join('; ');
    frag.append(el('mark', { class: `cat-${inner.category.toLowerCase()}`, title: label, 'aria-label': label, 'data-start': inner.start, 'data-end': inner.end }, piece));
  }
  return frag;
}

function showResult(op, text, result) {
  $('result').hidden = false;
  const a = op === 'analyze' ? result : { ...result.analysis, action: result.allowed ? (result.redactions.length ? 'REDACT' : 'ALLOW') : 'BLOCK', blocked: !result.allowed, blockReason: null };
  $('verdict').className = `verdict ${a.blocked ? 'blocked' : a.riskLevel}`;
  $('verdict').textContent = `${a.action} · risk ${a.riskScore} (${a.riskLevel})${a.blocked ? ` · blocked: ${a.blockReason ?? 'yes'}` : ''}`;
  $('highlighted').replaceChildren(highlighted(text, marksOf(op, result)));
  const threats = op === 'analyze' ? result.threats : result.analysis.threats;
  $('threats').replaceChildren(...(threats.length
    ? threats.map((t) => el('tr', {}, el('td', {}, t.category), el('td', {}, t.subtype ?? t.type), el('td', {}, t.severity), el('td', {}, String(t.confidence)), el('td', {}, (t.evidence ?? []).join(' · '))))
    : [el('tr', {}, el('td', { colspan: 5 }, 'No threats'))]));
  $('protected-block').hidden = op !== 'protect';
  if (op === 'protect') $('protected-text').textContent = result.protected;
  $('raw').textContent = JSON.stringify(result, null, 2);
}

// ---------------------------------------------------------------- policies

let policies = [];

async function loadPolicies() {
  try {
    policies = (await api('GET', '/v1/policies?limit=100')).policies;
  } catch (err) {
    showError($('policy-form'), $('policy-error'), err);
    return;
  }
  $('policy-rows').replaceChildren(...(policies.length ? policies.map(policyRow) : [el('tr', {}, el('td', { colspan: 6 }, 'No policies yet'))]));
  $('dry-run-policy').replaceChildren(...policies.map((p) => el('option', { value: p.id }, p.name)));
}

function policyRow(p) {
  const toggle = (field, value) => async () => {
    try {
      await api('PUT', `/v1/policies/${p.id}`, { [field]: value });
    } catch (err) {
      showError($('policy-form'), $('policy-error'), err);
    }
    loadPolicies();
  };
  return el('tr', { 'data-policy': p.id },
    el('td', {}, p.name),
    el('td', {}, String(p.rules.length)),
    el('td', {}, el('input', { type: 'checkbox', checked: p.enabled, 'aria-label': `Enabled: ${p.name}`, onchange: toggle('enabled', !p.enabled) })),
    el('td', {}, el('input', { type: 'checkbox', checked: p.mode === 'monitor', 'aria-label': `Monitor only: ${p.name}`, onchange: toggle('mode', p.mode === 'monitor' ? 'enforce' : 'monitor') })),
    el('td', {}, p.isDefault ? 'yes' : 'no'),
    el('td', {},
      el('button', { type: 'button', class: 'secondary', onclick: () => editPolicy(p) }, 'Edit'), ' ',
      el('button', { type: 'button', class: 'danger', onclick: async () => {
        if (!confirm(`Delete the policy "${p.name}"?`)) return;
        await api('DELETE', `/v1/policies/${p.id}`).catch((err) => showError($('policy-form'), $('policy-error'), err));
        loadPolicies();
      } }, 'Delete')));
}

function editPolicy(p) {
  $('policy-id').value = p?.id ?? '';
  $('policy-form-title').textContent = p ? `Edit "${p.name}"` : 'New policy';
  $('policy-save').textContent = p ? 'Save changes' : 'Create policy';
  $('policy-cancel').hidden = !p;
  $('policy-name').value = p?.name ?? '';
  $('policy-description').value = p?.description ?? '';
  $('policy-enabled').checked = p?.enabled ?? true;
  $('policy-monitor').checked = p?.mode === 'monitor';
  $('policy-default').checked = p?.isDefault ?? false;
  $('policy-rules').value = p ? JSON.stringify(p.rules, null, 2) : '[{"type": "keyword", "action": "block", "keywords": ["confidential"]}]';
  showError($('policy-form'), $('policy-error'), null);
  $('policy-name').focus();
}
$('policy-cancel').addEventListener('click', () => editPolicy(null));

$('policy-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  let rules;
  try {
    rules = JSON.parse($('policy-rules').value);
  } catch (err) {
    showError($('policy-form'), $('policy-error'), { code: 'INVALID_JSON', message: 'the rules are not JSON', details: [{ field: '/rules', message: err.message }] });
    return;
  }
  const body = {
    name: $('policy-name').value,
    description: $('policy-description').value || undefined,
    enabled: $('policy-enabled').checked,
    mode: $('policy-monitor').checked ? 'monitor' : 'enforce',
    isDefault: $('policy-default').checked,
    rules,
  };
  const id = $('policy-id').value;
  try {
    await api(id ? 'PUT' : 'POST', id ? `/v1/policies/${id}` : '/v1/policies', body);
    editPolicy(null);
    loadPolicies();
  } catch (err) {
    showError($('policy-form'), $('policy-error'), err);
  }
});

$('dry-run-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const id = $('dry-run-policy').value;
  if (!id) return;
  try {
    const r = await api('POST', '/v1/analyze', { content: $('dry-run-text').value, policies: [id] });
    const mine = r.policies.violations.filter((v) => v.policyId === id);
    $('dry-run-result').textContent = r.policies.skipped.includes(id)
      ? 'The policy is disabled: not evaluated.'
      : mine.length
        ? `${mine.length} violation(s): ${mine.map((v) => `rule ${v.ruleIndex} (${v.ruleType}) → ${v.action}${v.enforced ? '' : ' (monitor only)'}`).join('; ')}. Result: ${r.action}${r.blocked ? ', blocked' : ''}.`
        : `No violation. Result: ${r.action}.`;
  } catch (err) {
    $('dry-run-result').textContent = `${err.code}: ${err.message}`;
  }
});

// ---------------------------------------------------------------- webhooks

async function loadWebhooks() {
  try {
    const { webhooks } = await api('GET', '/v1/webhooks');
    $('webhook-rows').replaceChildren(...(webhooks.length ? webhooks.map(webhookRow) : [el('tr', {}, el('td', { colspan: 4 }, 'No webhooks yet'))]));
  } catch (err) {
    showError($('webhook-form'), $('webhook-error'), err);
  }
}

function webhookRow(w) {
  return el('tr', { 'data-webhook': w.id },
    el('td', {}, w.url),
    el('td', {}, w.events.join(', ')),
    el('td', {}, w.enabled ? 'yes' : 'no (410 Gone)'),
    el('td', {},
      el('button', { type: 'button', onclick: () => testWebhook(w) }, 'Send test'), ' ',
      el('button', { type: 'button', class: 'secondary', onclick: () => showDeliveries(w) }, 'Deliveries'), ' ',
      el('button', { type: 'button', class: 'danger', onclick: async () => {
        if (!confirm(`Delete the webhook to ${w.url}?`)) return;
        await api('DELETE', `/v1/webhooks/${w.id}`).catch((err) => showError($('webhook-form'), $('webhook-error'), err));
        $('deliveries-block').hidden = true;
        loadWebhooks();
      } }, 'Delete')));
}

async function testWebhook(w) {
  try {
    const r = await api('POST', `/v1/webhooks/${w.id}/test`);
    await showDeliveries(w);
    $('test-result').textContent = r.delivered ? `Ping delivered (HTTP ${r.responseCode}).` : `Ping not delivered: ${r.error ?? r.status}${r.nextAttemptAt ? `; next attempt ${r.nextAttemptAt}` : ''}.`;
  } catch (err) {
    await showDeliveries(w);
    $('test-result').textContent = `${err.code}: ${err.message}`;
  }
}

async function showDeliveries(w) {
  $('deliveries-block').hidden = false;
  $('deliveries-title').textContent = `Deliveries to ${w.url}`;
  $('test-result').textContent = '';
  const { deliveries } = await api('GET', `/v1/webhooks/${w.id}/deliveries?limit=50`);
  $('delivery-rows').replaceChildren(...(deliveries.length
    ? deliveries.map((d) => el('tr', {}, el('td', {}, d.eventType), el('td', {}, d.status), el('td', {}, String(d.attempts)), el('td', {}, d.lastResponseCode ?? d.lastError ?? '—'), el('td', {}, d.lastAttemptAt ?? '—'), el('td', {}, d.nextAttemptAt ?? '—')))
    : [el('tr', {}, el('td', { colspan: 6 }, 'No deliveries yet'))]));
}

$('webhook-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const events = [...document.querySelectorAll('input[name="event"]:checked')].map((i) => i.value);
  const secret = $('webhook-secret').value;
  try {
    const w = await api('POST', '/v1/webhooks', { url: $('webhook-url').value, events, ...(secret ? { secret } : {}) });
    showError($('webhook-form'), $('webhook-error'), null);
    $('webhook-url').value = '';
    $('webhook-secret').value = '';
    const once = $('webhook-secret-once');
    once.hidden = !w.secret;
    if (w.secret) once.replaceChildren('Signing secret, shown only now — store it with your receiver: ', el('code', { id: 'generated-secret' }, w.secret));
    loadWebhooks();
  } catch (err) {
    showError($('webhook-form'), $('webhook-error'), err);
  }
});

// ---------------------------------------------------------------- usage

const PLAN_BY_LIMIT = { 60: 'free (60 per minute, 1,000 per day)', 600: 'pro (600 per minute, 100,000 per day)', 2147483647: 'enterprise (unlimited)' };

async function loadUsage() {
  await api('GET', '/v1/policies?limit=1').catch(() => undefined);
  const h = (name) => lastHeaders.get(name) ?? '—';
  const reset = (name) => (lastHeaders.get(name) ? new Date(Number(lastHeaders.get(name)) * 1000).toLocaleTimeString() : '—');
  const rows = [
    ['Plan', PLAN_BY_LIMIT[h('x-ratelimit-limit')] ?? 'unknown'],
    ['This minute', `${h('x-ratelimit-remaining')} of ${h('x-ratelimit-limit')} left, resets at ${reset('x-ratelimit-reset')}`],
    ['Today', `${h('x-ratelimit-remaining-day')} of ${h('x-ratelimit-limit-day')} left, resets at ${reset('x-ratelimit-reset-day')}`],
  ];
  $('usage-list').replaceChildren(...rows.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]));
}
$('usage-refresh').addEventListener('click', loadUsage);

render();
