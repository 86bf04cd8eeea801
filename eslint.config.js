// Lint: typescript-eslint, React hooks, and the layering rules of STYLE.md enforced as errors.
import { readdirSync } from 'node:fs'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const areas = readdirSync(new URL('./src/areas', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const layering = [
  // 1. core is framework-free.
  { target: './src/core', from: ['./src/ui', './src/areas', './elements'], message: 'src/core never imports ui, areas or elements (STYLE 1).' },
  // 2. ui never imports an area.
  { target: './src/ui', from: ['./src/areas', './elements'], message: 'src/ui never imports an area or an element (STYLE 2).' },
  // 3. an area never imports another area.
  ...areas.map((area) => ({
    target: `./src/areas/${area}`,
    from: './src/areas',
    except: [`./${area}`],
    message: 'An area imports core and ui, never another area; move what two areas share down (STYLE 3).',
  })),
  { target: './src/areas', from: './elements', message: 'Areas never import element files.' },
  // 4. element files wire one area to one tag.
  { target: './elements', from: './src/core', message: 'Element files only wire an area to a tag: no core logic (STYLE 4).' },
  { target: './elements', from: './src/ui', except: ['./element'], message: 'Element files use only ui/element (STYLE 4).' },
  // 5. nothing in src imports demo or tests.
  { target: './src', from: ['./demo', './tests'], message: 'src never imports demo or tests (STYLE 5).' },
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/**', '.data/**', 'coverage/**', '.scratch/**', 'demo/vendor/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'redaxios', message: 'Every request goes through src/core/http (STYLE 13).' }] }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'redaxios', message: 'Only src/core/http imports redaxios.' }],
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/core never imports React (STYLE 1).' },
            { group: ['@fluentui/*', '@griffel/*', 'wouter', '@nanostores/react', '@r2wc/*'], message: 'src/core is framework-free (STYLE 1).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/http/http.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z\\u4e00-\\u9fff]/]', message: 'No user-facing literal in JSX: use an i18n key (STYLE 14).' },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|title|placeholder|label|alt)$/] > Literal',
          message: 'No user-facing literal in JSX attributes: use an i18n key (STYLE 14).',
        },
      ],
    },
  },
  {
    files: ['demo/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Framework-free data modules the server shares with the client (STYLE 5) are the exceptions.
              regex: '/src/(?!core/cron/cron$|core/report/reportFamily$|core/report/reportHtmlPolicy$|core/report/(critical|turnaround)$|core/hospital/qrTargets$|core/report/agatston$|core/ecg/(qtc|ecgLimits|ecgPhrases)$|core/exam/lifecycle$|core/obstetrics/srTid5000$|core/obstetrics/(efw|limits)$|core/ultrasound/fields$|core/endoscopy/sites$|core/registration/(residentId|age|pregnancy)$|core/followup/coincidence$|core/qc/(qcFamily|scoreSheet)$)',
              allowTypeImports: true,
              message: 'The contract server takes only types, and the framework-free rule modules, from src/core (STYLE 5).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
