import { screenScripts } from './screen-scripts';

/** Shaped as Vite writes dist/.vite/manifest.json: source file → chunk, its imports by source key. */
const manifest = {
  'src/main.tsx': {
    file: 'static/js/index.A1.js',
    isEntry: true,
    imports: ['_server-state.A0.js'],
    dynamicImports: ['src/start.tsx'],
  },
  '_server-state.A0.js': { file: 'static/js/server-state.A0.chunk.js' },
  'src/start.tsx': {
    file: 'static/js/start.F6.chunk.js',
    isDynamicEntry: true,
    imports: ['_react.B2.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/campaign.tsx'],
  },
  '_react.B2.js': { file: 'static/js/react.B2.chunk.js' },
  '_campaign-card.C3.js': {
    file: 'static/js/campaign-card.C3.chunk.js',
    imports: ['_react.B2.js', '_server-state.A0.js'],
  },
  'src/app/routes/home.tsx': {
    file: 'static/js/home.D4.chunk.js',
    isDynamicEntry: true,
    imports: ['_campaign-card.C3.js', '_react.B2.js'],
  },
  'src/app/routes/campaign.tsx': {
    file: 'static/js/campaign.E5.chunk.js',
    isDynamicEntry: true,
    imports: ['_campaign-card.C3.js'],
  },
};

describe('screenScripts', () => {
  const scriptsOf = screenScripts(manifest);

  it('names a screen’s chunk and what it imports, however deep', () => {
    expect(scriptsOf(['src/app/routes/home.tsx'])).toEqual([
      '/static/js/home.D4.chunk.js',
      '/static/js/campaign-card.C3.chunk.js',
    ]);
  });

  it('leaves out what the entry and the app it starts bring, and names a chunk two screens share once', () => {
    expect(scriptsOf(['src/app/routes/home.tsx', 'src/app/routes/campaign.tsx'])).toEqual([
      '/static/js/home.D4.chunk.js',
      '/static/js/campaign-card.C3.chunk.js',
      '/static/js/campaign.E5.chunk.js',
    ]);
  });

  it('names nothing for a screen the manifest does not know', () => {
    expect(scriptsOf(['src/app/routes/gone.tsx'])).toEqual([]);
    expect(scriptsOf([])).toEqual([]);
  });
});
