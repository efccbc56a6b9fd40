// One line of the setup summary (`npm run check`, the Node server's start-up): what is on, what is off and
// what to fix. The setup check (setup-check.ts) and each model provider's own check (models/<id>/) write
// them.

/** on and off say what runs; `warn` is worth fixing; `error` stops `npm run check` with exit code 1. */
export type SetupItem = { level: 'on' | 'off' | 'warn' | 'error'; text: string }
