import { config } from 'zod/mini';

// zod compiles a fast parser for object schemas with `new Function` once it has probed that eval is
// allowed. The portal's policy forbids eval: the probe throws, zod falls back, but Chromium records a
// Content Security Policy issue (Lighthouse's best practices took 96 for it, issue 17). Without the
// probe, the same validation runs, never compiled, and nothing is reported. Imported first by main.tsx.
config({ jitless: true });
