/**
 * The image catalogue of the seeded exams: which files make each exam's study. Sample files of
 * `demo/assets/dicom` keep their own UIDs (read from the files); generated files (the CT phantom, captures) get
 * deterministic UIDs under `2.25`.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type Database from 'better-sqlite3'
import dicomParser from 'dicom-parser'
import { CALCIUM_CT, calciumFile, calciumZ } from '../../lib/calciumPhantom'
import { CAPTURES, PHANTOM, phantomFile, phantomZ } from '../../lib/pacsgen'
import { demoUid } from '../../lib/uid'
import type { Db } from '../db'

/** `demo/assets/dicom`, where the sample files live. */
export const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'dicom')

/** One instance of a planned series. */
export interface InstancePlan {
  file: string
  contentType: 'application/dicom' | 'image/png' | 'image/jpeg'
  sopInstanceUid: string
  instanceNumber: number
  slicePosition?: number
  rows?: number
  columns?: number
  frames: number
}

/** One planned series. */
export interface SeriesPlan {
  seriesInstanceUid: string
  modality: string
  description: string
  instances: InstancePlan[]
}

interface AssetInfo {
  studyUid: string
  seriesUid: string
  sopUid: string
  instanceNumber: number
  slicePosition?: number
  rows?: number
  columns?: number
  frames: number
}

const assetCache = new Map<string, AssetInfo>()

/** UIDs, size and frames of a sample file (header only; a broken file gets stand-in values). */
export function assetInfo(file: string): AssetInfo {
  const cached = assetCache.get(file)
  if (cached) return cached
  let info: AssetInfo
  try {
    const ds = dicomParser.parseDicom(new Uint8Array(readFileSync(join(ASSETS_DIR, file))), { untilTag: 'x7fe00010' })
    const sop = ds.string('x00080018')
    const frames = Number(ds.string('x00280008') ?? '')
    const position = Number(ds.string('x00201041') ?? '')
    const rows = ds.uint16('x00280010')
    const columns = ds.uint16('x00280011')
    info = {
      studyUid: ds.string('x0020000d') || demoUid(`asset-study:${file}`),
      seriesUid: ds.string('x0020000e') || demoUid(`asset-series:${file}`),
      sopUid: sop || demoUid(`asset-sop:${file}`),
      instanceNumber: Number(ds.string('x00200013') ?? '') || 1,
      ...(Number.isFinite(position) && ds.string('x00201041') ? { slicePosition: position } : {}),
      ...(rows ? { rows } : {}),
      ...(columns ? { columns } : {}),
      // Waveforms carry no frames; single-frame images have no Number of Frames.
      frames: Number.isInteger(frames) && frames > 0 ? frames : rows ? 1 : 0,
    }
  } catch {
    info = {
      studyUid: demoUid(`asset-study:${file}`), seriesUid: demoUid(`asset-series:${file}`),
      sopUid: demoUid(`asset-sop:${file}`), instanceNumber: 1, rows: 64, columns: 64, frames: 1,
    }
  }
  assetCache.set(file, info)
  return info
}

/** A series made of sample files (in the order given). */
export function assetSeries(files: string[], modality: string, description: string): SeriesPlan {
  const infos = files.map((f) => ({ file: f, info: assetInfo(f) }))
  return {
    seriesInstanceUid: infos[0]?.info.seriesUid ?? demoUid(`asset-series:${description}`),
    modality,
    description,
    instances: infos.map(({ file, info }) => ({
      file: `asset:${file}`, contentType: 'application/dicom', sopInstanceUid: info.sopUid,
      instanceNumber: info.instanceNumber, frames: info.frames,
      ...(info.slicePosition === undefined ? {} : { slicePosition: info.slicePosition }),
      ...(info.rows === undefined ? {} : { rows: info.rows }),
      ...(info.columns === undefined ? {} : { columns: info.columns }),
    })),
  }
}

/** The 200-slice CT phantom series (files generated at first start). */
export function phantomSeries(): SeriesPlan {
  return {
    seriesInstanceUid: demoUid('phantom/series'),
    modality: 'CT',
    description: 'Chest 1.25 mm（合成体模）',
    instances: Array.from({ length: PHANTOM.slices }, (_, i): InstancePlan => ({
      file: `pacs:${phantomFile(i)}`, contentType: 'application/dicom', sopInstanceUid: demoUid(`phantom/sop/${i + 1}`),
      instanceNumber: i + 1, slicePosition: phantomZ(i), rows: PHANTOM.rows, columns: PHANTOM.columns, frames: 1,
    })),
  }
}

/** The 40-slice calcium-scoring series (3 mm, files generated at first start; see lib/calciumPhantom.ts). */
export function calciumSeries(): SeriesPlan {
  return {
    seriesInstanceUid: demoUid('calcium/series'),
    modality: 'CT',
    description: '钙化积分 3 mm（合成体模）',
    instances: Array.from({ length: CALCIUM_CT.slices }, (_, i): InstancePlan => ({
      file: `pacs:${calciumFile(i)}`, contentType: 'application/dicom', sopInstanceUid: demoUid(`calcium/sop/${i + 1}`),
      instanceNumber: i + 1, slicePosition: calciumZ(i), rows: CALCIUM_CT.rows, columns: CALCIUM_CT.columns, frames: 1,
    })),
  }
}

/** A series of generated captures for one exam (`captures/es-03.png` …). */
export function captureSeries(examKey: string, files: string[], modality: string, description: string): SeriesPlan {
  return {
    seriesInstanceUid: demoUid(`capture-series:${examKey}:${description}`),
    modality,
    description,
    instances: files.map((file, i): InstancePlan => {
      const spec = CAPTURES.find((c) => c.file === file)
      return {
        file: `pacs:${file}`, contentType: spec?.contentType ?? 'image/png', sopInstanceUid: demoUid(`capture:${examKey}:${file}`),
        instanceNumber: i + 1, rows: spec?.height ?? 480, columns: spec?.width ?? 640, frames: 1,
      }
    }),
  }
}

/** What an exam's study is made of, with its description. */
export interface StudyPlan {
  description: string
  series: SeriesPlan[]
  generator?: 'ct-phantom' | 'ct-calcium'
}

const statements = new WeakMap<Db, Record<'study' | 'series' | 'image', Database.Statement>>()

/** Inserts a study with its series and instances for exam `examId`; returns the study id. */
export function insertStudy(
  db: Db, examId: number, examKey: string, patient: { name: string; patientId: string }, modality: string, studyDate: string,
  plan: StudyPlan,
): number {
  const count = plan.series.reduce((n, s) => n + s.instances.length, 0)
  let st = statements.get(db)
  if (!st) {
    st = {
      study: db.prepare(`INSERT INTO pacs_study (exam_id, study_instance_uid, patient_name, patient_id, study_date, description,
          modality, image_count, generator) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      series: db.prepare(`INSERT INTO pacs_series (study_id, series_instance_uid, series_number, modality, description)
        VALUES (?, ?, ?, ?, ?)`),
      image: db.prepare(`INSERT INTO pacs_image (series_id, study_id, sop_instance_uid, instance_number, slice_position, file,
          content_type, rows, columns, frames) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    }
    statements.set(db, st)
  }
  const { series, image } = st
  const study = st.study
    .run(examId, demoUid(`study:${examKey}`), patient.name, patient.patientId, studyDate, plan.description, modality, count,
      plan.generator ?? null)
  const studyId = Number(study.lastInsertRowid)
  plan.series.forEach((s, i) => {
    const seriesId = Number(series.run(studyId, s.seriesInstanceUid, i + 1, s.modality, s.description).lastInsertRowid)
    for (const inst of s.instances) {
      image.run(seriesId, studyId, inst.sopInstanceUid, inst.instanceNumber, inst.slicePosition ?? null, inst.file, inst.contentType,
        inst.rows ?? null, inst.columns ?? null, inst.frames)
    }
  })
  return studyId
}

/** One sample exam per sample file (or group), so every sample is reachable from an exam. */
export interface SampleStudy {
  kind: string
  description: string
  series: () => SeriesPlan[]
}

const mrFiles = ['MR_small.dcm', 'MR_small_RLE.dcm', 'MR_small_bigendian.dcm', 'MR_small_implicit.dcm', 'MR_small_jp2klossless.dcm',
  'MR_small_jpeg_ls_lossless.dcm']
const ct5n = ['2062', '2392', '2693', '3023', '3353'].map((n) => `series_CT5N/${n}.dcm`)

/** The sample exams' studies. */
export const SAMPLE_STUDIES: SampleStudy[] = [
  { kind: 'ct-chest', description: '示例影像 CT_small.dcm', series: () => [assetSeries(['CT_small.dcm'], 'CT', 'CT_small（128×128）')] },
  {
    kind: 'ct-abdomen', description: '示例影像 CT1_UNC_explicit_little_endian.dcm',
    series: () => [assetSeries(['CT1_UNC_explicit_little_endian.dcm'], 'CT', 'CT1_UNC explicit little endian')],
  },
  {
    kind: 'ct-abdomen', description: '示例影像 CT1_UNC_fragmented_bot_jpeg_ls.dcm',
    series: () => [assetSeries(['CT1_UNC_fragmented_bot_jpeg_ls.dcm'], 'CT', 'CT1_UNC JPEG-LS（21 fragments）')],
  },
  { kind: 'ct-head', description: '示例影像 series_CT5N（5 层）', series: () => [assetSeries(ct5n, 'CT', 'series_CT5N 5 slices')] },
  ...mrFiles.map((f): SampleStudy => ({ kind: 'mr-pelvis', description: `示例影像 ${f}`, series: () => [assetSeries([f], 'MR', f)] })),
  { kind: 'mr-pelvis', description: '示例影像 emri_small.dcm（10 帧）', series: () => [assetSeries(['emri_small.dcm'], 'MR', 'emri_small 10 frames')] },
  {
    kind: 'mr-pelvis', description: '示例影像 MR_truncated.dcm（损坏文件）',
    series: () => [assetSeries(['MR_small.dcm'], 'MR', 'MR_small（完好）'), assetSeries(['MR_truncated.dcm'], 'MR', 'MR_truncated（文件截断，应显示错误）')],
  },
  { kind: 'us-ob-late', description: '示例影像 US1_J2KR.dcm', series: () => [assetSeries(['US1_J2KR.dcm'], 'US', 'US1 JPEG 2000 lossless')] },
  {
    kind: 'us-ob-mid', description: '示例影像 examples_ybr_color.dcm（30 帧动态）',
    series: () => [assetSeries(['examples_ybr_color.dcm'], 'US', 'YBR_FULL_422 cine 30 frames')],
  },
  { kind: 'us-gyn', description: '示例影像 examples_palette.dcm', series: () => [assetSeries(['examples_palette.dcm'], 'US', 'Palette colour')] },
  { kind: 'mg-breast', description: '示例影像 JPEG-LL.dcm', series: () => [assetSeries(['JPEG-LL.dcm'], 'MG', 'JPEG lossless SV1（NM 替代）')] },
  { kind: 'mg-breast', description: '示例影像 JPGExtended.dcm', series: () => [assetSeries(['JPGExtended.dcm'], 'MG', 'JPEG extended 12-bit（NM 替代）')] },
  { kind: 'es-gastroscopy', description: '示例影像 HTJ2K_08_RGB.dcm', series: () => [assetSeries(['HTJ2K_08_RGB.dcm'], 'ES', 'HTJ2K RGB')] },
  { kind: 'es-hysteroscopy', description: '示例影像 SC_rgb.dcm', series: () => [assetSeries(['SC_rgb.dcm'], 'ES', 'SC RGB native')] },
  {
    kind: 'es-colposcopy', description: '示例影像 SC_rgb_jpeg_dcmtk.dcm',
    series: () => [
      assetSeries(['SC_rgb_jpeg_dcmtk.dcm'], 'ES', 'SC RGB JPEG baseline'),
      captureSeries('sample-jpeg', ['captures/colour-bars.jpg'], 'ES', 'JPEG 采集图'),
    ],
  },
  { kind: 'es-hysteroscopy', description: '示例影像 SC_rgb_jpeg_gdcm.dcm', series: () => [assetSeries(['SC_rgb_jpeg_gdcm.dcm'], 'ES', 'SC RGB JPEG lossless')] },
  { kind: 'es-hysteroscopy', description: '示例影像 SC_rgb_rle.dcm', series: () => [assetSeries(['SC_rgb_rle.dcm'], 'ES', 'SC RGB RLE')] },
  { kind: 'ecg', description: '示例影像 waveform_ecg.dcm', series: () => [assetSeries(['waveform_ecg.dcm'], 'ECG', '12-lead ECG waveform')] },
]

const US_CAPTURES: Record<string, string[]> = {
  'us-ob-early': ['captures/us-04.png', 'captures/us-05.png'],
  'us-ob-nt': ['captures/us-01.png', 'captures/us-04.png'],
  'us-ob-mid': ['captures/us-01.png', 'captures/us-02.png', 'captures/us-03.png', 'captures/us-04.png'],
  'us-ob-late': ['captures/us-01.png', 'captures/us-02.png', 'captures/us-03.png'],
  'us-gyn': ['captures/us-05.png'],
  'us-breast': ['captures/us-06.png'],
}

/** The study of an ordinary exam by modality (null: no images, e.g. pathology). */
export function regularStudy(examKey: string, kindKey: string, modality: string, rand: () => number): StudyPlan | null {
  switch (modality) {
    case 'CT':
      return { description: 'CT 图像（合成体模）', series: [phantomSeries()] }
    case 'MR':
      return {
        description: 'MR 平扫',
        series: [assetSeries(['MR_small.dcm'], 'MR', 'T2WI 矢状位'), assetSeries(['emri_small.dcm'], 'MR', 'T1WI 动态（10 帧）')],
      }
    case 'DR':
      return { description: 'DR 摄影', series: [assetSeries(['CT1_UNC_explicit_little_endian.dcm'], 'DR', '正位（替代图像）')] }
    case 'MG':
      return { description: '乳腺 X 线摄影', series: [assetSeries(['JPEG-LL.dcm'], 'MG', 'CC 位（替代图像）')] }
    case 'ECG':
      return { description: '十二导联心电图', series: [assetSeries(['waveform_ecg.dcm'], 'ECG', '12-lead ECG')] }
    case 'ES': {
      const start = Math.floor(rand() * 8)
      const files = [0, 1, 2, 3].map((k) => `captures/es-${String(((start + k * 3) % 8) + 1).padStart(2, '0')}.png`)
      return { description: '内镜采集图像', series: [captureSeries(examKey, files, 'ES', '采集图像')] }
    }
    case 'US': {
      const files = US_CAPTURES[kindKey] ?? ['captures/us-05.png', 'captures/us-06.png']
      const series = [captureSeries(examKey, files, 'US', '超声采集图')]
      if (kindKey === 'us-ob-mid' && rand() < 0.5) series.push(assetSeries(['examples_ybr_color.dcm'], 'US', '动态图（30 帧）'))
      else if (rand() < 0.4) series.push(assetSeries(['US1_J2KR.dcm'], 'US', 'DICOM 图像'))
      return { description: '超声图像', series }
    }
    default:
      return null
  }
}
