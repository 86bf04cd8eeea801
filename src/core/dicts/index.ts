export { getDicts, loadAllDicts, dictEntryMap, dictLabelMap, invalidateDicts, DictNamesError } from './dicts'
