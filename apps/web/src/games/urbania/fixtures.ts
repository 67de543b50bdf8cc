import type { WingFixtures } from '../../lib/fixture';
import type { PromptInfo, WireLog } from '../../lib/source';
import type { UrbaniaFixture, UrbaniaFixtures } from './fixture';

/** Urbania's fixtures for /dev/urbania/<name>. */
export const urbaniaFixtures: WingFixtures = {
  async stored() {
    // Written by `tsx scripts/make-urbania-fixtures.ts`; the build does not need the file.
    const files = import.meta.glob('./fixtures.json', { import: 'default' });
    const load = files['./fixtures.json'];
    return load ? ((await load()) as UrbaniaFixtures) : {};
  },
  table(stored) {
    const f = stored as UrbaniaFixture;
    return {
      ...f,
      // The rules' prompts and log lines are the wire's, less the fields the server adds.
      prompts: f.prompts as PromptInfo[],
      log: f.log as WireLog[],
      options: {},
      finished: f.view.final != null,
    };
  },
};
