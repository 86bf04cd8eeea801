import { DicomError } from '../DicomError'
import { workerScope } from './workerScope'

/**
 * The Emscripten factory of a codec: loads its .wasm (through `locateFile`) and resolves to the module.
 *
 * @example
 * const module = await (CharLSWASM as EmscriptenFactory<Codec>)({ locateFile: (f) => base + f })
 */
export type EmscriptenFactory<M> = (options: { locateFile: (file: string) => string }) => Promise<M>

const loaded = new Map<string, Promise<unknown>>()

/**
 * Loads a codec script into the worker once (`importScripts`, so the codec files stay classic scripts that work the
 * same for ES and IIFE hosts, and cross-origin without CORS for the script itself) and returns the global it defines.
 * Emscripten codecs get their .wasm from the same base URL.
 *
 * @example
 * const charls = await loadCodecScript<CharLs>(base, 'charlswasm_decode.js', 'CharLSWASM', true)
 */
export function loadCodecScript<M>(base: string, file: string, globalName: string, emscripten: boolean): Promise<M> {
  const key = new URL(file, base).href
  let promise = loaded.get(key) as Promise<M> | undefined
  if (!promise) {
    promise = (async () => {
      const scope = workerScope()
      try {
        scope.importScripts(key)
      } catch (error) {
        throw new DicomError('codec-load-failed', `Codec ${file} could not be loaded from ${key} (${String(error)}).`, { url: key })
      }
      const exported = scope[globalName]
      if (!exported) throw new DicomError('codec-load-failed', `Codec ${file} did not define ${globalName}.`, { url: key })
      if (!emscripten) return exported as M
      try {
        return await (exported as EmscriptenFactory<M>)({ locateFile: (name) => new URL(name, base).href })
      } catch (error) {
        throw new DicomError('codec-load-failed', `Codec ${file} could not start its WebAssembly (${String(error)}).`, { url: key })
      }
    })()
    // A failed load may be a network blip: let the next frame try again.
    promise.catch(() => loaded.delete(key))
    loaded.set(key, promise)
  }
  return promise
}
