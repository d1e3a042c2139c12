// zod compiles a fast parser for object schemas with `new Function` once it has probed that eval is
// allowed. The portal's policy forbids eval: the probe throws, zod falls back, but Chromium records a
// Content Security Policy issue (Lighthouse's best practices took 96 for it). Without the
// probe, the same validation runs, never compiled, and nothing is reported.
// zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod on the page)
// and reads `jitless` there at parse time: setting it here spares the first view zod's core (13 KiB),
// which `config()` would bring. zodJitless.test.ts proves zod still reads it. Imported first by main.tsx.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
