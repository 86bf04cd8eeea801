// Vite plugin of the script-tag (IIFE) builds: `import(/* iife: static */ './x')` becomes a static import there.
// A script-tag build is one file, so a dynamic import saves nothing in it — and bundling one in makes the bundler wrap
// every module it reaches in a lazy initialiser (the picture viewer's script grew by 6.4 KB gzipped for its ECG
// viewport). ES builds keep the dynamic import and its own chunk.

const marked = /import\(\s*\/\*\s*iife: static\s*\*\/\s*(['"])([^'"]+)\1\s*\)/g

/** The plugin: source files under src/ with marked dynamic imports get a namespace import per target instead. */
export function staticInScriptBuilds() {
  return {
    name: 'clinic-static-in-script-builds',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]src[/\\].+\.[jt]sx?$/.test(id) || !code.includes('iife: static')) return null
      const imports = []
      const out = code.replace(marked, (_, _quote, specifier) => {
        const name = `__clinicStatic${imports.length}`
        imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`)
        return `Promise.resolve(${name})`
      })
      return { code: `${imports.join('\n')}\n${out}`, map: null }
    },
  }
}
