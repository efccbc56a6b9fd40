// An extra entry for tests/build/no-secret-in-bundle.test.ts: a script that does bundle the English
// catalog, so that the check that the pages' scripts hold none of it is shown able to find one.
import { en } from '../../src/i18n/en'

document.body.dataset.catalog = JSON.stringify(en)
