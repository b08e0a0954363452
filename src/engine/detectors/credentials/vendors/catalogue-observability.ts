// Vendor catalogue: observability, analytics, feature flags and device platforms.
// Provenance: key formats as the vendors document them; New Relic, Pixie, ThingsBoard (provisioning keys) and TrueNAS
// shapes cross-checked against Nosey Parker's built-in rules (github.com/praetorian-inc/noseyparker,
// newrelic.yml, thingsboard.yml, truenas.yml; Apache-2.0 licence) and others against gitleaks
// (github.com/gitleaks/gitleaks, MIT licence). Our own data in the VendorRule model; no code copied.

import type { VendorRule } from './rule.ts';
import { asg, pre } from './shape.ts';
import { ALNUM, HEX, LOWER_ALNUM, gen } from './sample.ts';

const uuidOf = (): string => `${gen(HEX, 8)}-${gen(HEX, 4)}-${gen(HEX, 4)}-${gen(HEX, 4)}-${gen(HEX, 12)}`;

export const OBSERVABILITY_RULES: readonly VendorRule[] = [
  // New Relic and Pixie (Nosey Parker newrelic.yml)
  pre('new-relic-license-key', 'New Relic license key', 'NRAL', 'hex30', { keywords: ['nral'], secret: '[a-z0-9]{6}[a-f0-9]{30}NRAL', sample: `eu01xx${gen(HEX, 30)}NRAL`, distinctive: true }),
  pre('new-relic-admin-key', 'New Relic admin API key', 'NRAA-', 'hex27'),
  pre('new-relic-query-key', 'New Relic Insights query key', 'NRIQ-', 'anud32'),
  pre('new-relic-rest-key', 'New Relic REST API key', 'NRRA-', 'hex42'),
  pre('pixie-api-key', 'Pixie API key', 'px-api-', 'uuid', { secret: 'px-api-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}', sample: `px-api-${uuidOf()}` }),
  pre('pixie-deploy-key', 'Pixie deploy key', 'px-dep-', 'uuid', { secret: 'px-dep-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}', sample: `px-dep-${uuidOf()}` }),
  // Logs, metrics, traces
  pre('axiom-api-token', 'Axiom API token', 'xaat-', 'uuid', { secret: 'xaat-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}', sample: `xaat-${uuidOf()}` }),
  pre('axiom-personal-token', 'Axiom personal token', 'xapt-', 'uuid', { secret: 'xapt-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}', sample: `xapt-${uuidOf()}` }),
  asg('splunk-hec-token', 'Splunk HEC token', ['splunk'], 'uuid'),
  pre('splunk-hec-header', 'Splunk HEC token', 'Splunk ', 'uuid', { keywords: ['splunk'], secret: '(?<=Authorization: Splunk )[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}', sample: '', example: `-H "Authorization: Splunk «${uuidOf()}»"` }),
  asg('elastic-apm-secret', 'Elastic APM secret token', ['elastic_apm_secret', 'apm_secret_token'], 'an24-32'),
  asg('loggly-token', 'Loggly customer token', ['loggly'], 'uuid'),
  asg('papertrail-token', 'Papertrail API token', ['papertrail'], 'an20'),
  asg('betterstack-token', 'Better Stack source token', ['betterstack', 'better_stack', 'logtail'], 'an24'),
  asg('coralogix-key', 'Coralogix private key', ['coralogix'], 'uuid', { secret: '(?:cxtp_)?[A-Za-z0-9]{30}|[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}' }),
  pre('coralogix-cxtp', 'Coralogix API key', 'cxtp_', 'an30'),
  asg('lightstep-token', 'Lightstep access token', ['lightstep'], 'anud84-200', { secret: '[A-Za-z0-9/+]{84,200}={0,2}', sample: gen(ALNUM, 120) }),
  pre('honeycomb-hcaik', 'Honeycomb ingest key', 'hcaik_', 'lan58'),
  pre('honeycomb-hcxik', 'Honeycomb ingest key (EU)', 'hcxik_', 'lan58'),
  asg('instana-token', 'Instana API token', ['instana'], 'anud22'),
  asg('appdynamics-secret', 'AppDynamics client secret', ['appdynamics', 'appd_'], 'uuid'),
  asg('dynatrace-paas', 'Dynatrace PaaS token', ['dt_paas', 'dynatrace_paas'], 'anud21'),
  asg('raygun-key', 'Raygun API key', ['raygun'], 'an22'),
  asg('airbrake-key', 'Airbrake project key', ['airbrake'], 'hex32'),
  pre('honeybadger-hbp', 'Honeybadger personal token', 'hbp_', 'an36'),
  asg('sentry-auth-token', 'Sentry auth token (legacy)', ['sentry'], 'hex64'),
  asg('checkly-key', 'Checkly API key', ['checkly'], 'hex32', { secret: 'cu_[a-f0-9]{32}', sample: `cu_${gen(HEX, 32)}` }),
  asg('cronitor-key', 'Cronitor API key', ['cronitor'], 'hex32'),
  asg('statuspage-key', 'Statuspage API key', ['statuspage'], 'uuid'),
  asg('uptimerobot-key', 'UptimeRobot API key', ['uptimerobot'], 'an40', { secret: '[um]\\d{6,9}-[a-f0-9]{24}', sample: `u${gen('0123456789', 7)}-${gen(HEX, 24)}` }),
  asg('pingdom-token', 'Pingdom API token', ['pingdom'], 'anud64-72'),
  // Product analytics and feature flags
  pre('posthog-personal-key', 'PostHog personal API key', 'phx_', 'an43'),
  pre('posthog-feature-flags-key', 'PostHog feature flags secure key', 'phs_', 'an43'),
  asg('mixpanel-secret', 'Mixpanel API secret', ['mixpanel'], 'hex32'),
  asg('amplitude-secret', 'Amplitude secret key', ['amplitude'], 'hex32'),
  asg('segment-write-key', 'Segment write key', ['segment_write', 'segment_key', 'analytics_write_key'], 'an32'),
  asg('heap-key', 'Heap API key', ['heap_api', 'heapanalytics'], 'uuid'),
  asg('hotjar-secret', 'Hotjar client secret', ['hotjar'], 'hex64'),
  asg('fullstory-key', 'FullStory API key', ['fullstory'], 'anud40-80', { secret: 'na1\\.[A-Za-z0-9+/]{40,80}={0,2}', sample: `na1.${gen(ALNUM, 60)}` }),
  asg('logrocket-key', 'LogRocket API key', ['logrocket'], 'anud40', { secret: '[a-z0-9]{6}:[a-z0-9-]{3,40}:[A-Za-z0-9]{20}', sample: `${gen(LOWER_ALNUM, 6)}:acme-web:${gen(ALNUM, 20)}` }),
  asg('launchdarkly-sdk-key', 'LaunchDarkly access token', ['launchdarkly'], 'anud40'),
  asg('split-key', 'Split.io API key', ['split_api', 'splitio'], 'lan36'),
  pre('flagsmith-server-key', 'Flagsmith server-side key', 'ser.', 'an22', { distinctive: false }),
  asg('configcat-key', 'ConfigCat SDK key', ['configcat'], 'anud22', { secret: '(?:configcat-sdk-1/)?[A-Za-z0-9_-]{22}/[A-Za-z0-9_-]{22}', sample: `configcat-sdk-1/${gen(ALNUM, 22)}/${gen(ALNUM, 22)}` }),
  asg('statsig-secret', 'Statsig server secret', ['statsig'], 'an43', { secret: 'secret-[A-Za-z0-9]{40,50}', sample: `secret-${gen(ALNUM, 43)}` }),
  asg('optimizely-token', 'Optimizely personal token', ['optimizely'], 'anud43-64'),
  asg('growthbook-key', 'GrowthBook secret key', ['growthbook'], 'anud32-64', { secret: 'secret_[A-Za-z0-9_]{20,64}', sample: `secret_${gen(ALNUM, 40)}` }),
  // Devices and IoT (Nosey Parker thingsboard.yml, truenas.yml)
  pre('thingsboard-provision-key', 'ThingsBoard provision device key', '"provisionDeviceKey"', 'lan20', { keywords: ['provisiondevice'], secret: '(?<="provisionDevice(?:Key|Secret)"\\s{0,3}:\\s{0,3}")[a-z0-9]{20}(?=")', sample: '', example: `{"deviceName": "pump-7", "provisionDeviceKey": "«${gen(LOWER_ALNUM, 20)}»"}` }),
  pre('truenas-api-key', 'TrueNAS API key', 'Bearer ', 'an64', { keywords: ['truenas', 'login_with_api_key'], secret: '\\d{1,4}-[A-Za-z0-9]{64}', sample: `8-${gen(ALNUM, 64)}`, distinctive: false }),
  asg('particle-token', 'Particle access token', ['particle'], 'hex40'),
  asg('blynk-token', 'Blynk auth token', ['blynk'], 'anud32'),
  asg('adafruit-io-key', 'Adafruit IO key', ['adafruit'], 'anud32'),
  asg('arduino-secret', 'Arduino IoT Cloud client secret', ['arduino_client_secret', 'arduino_iot'], 'an64'),
  asg('losant-key', 'Losant API token', ['losant'], 'anud100-400', { secret: 'eyJ[A-Za-z0-9_-]{20,200}\\.eyJ[A-Za-z0-9_-]{20,400}\\.[A-Za-z0-9_-]{40,100}', sample: `eyJ${gen(ALNUM, 30)}.eyJ${gen(ALNUM, 60)}.${gen(ALNUM, 43)}` }),
];
