import { z } from 'zod'
import type { SrMeasurement } from '../../../src/core/contract/ultrasound'
import type { SrImportDto, SrInstanceDto } from '../../../src/core/contract/ultrasoundSr'

const ObstetricKeySchema = z.enum(['GS', 'CRL', 'NT', 'BPD', 'OFD', 'HC', 'AC', 'FL', 'HL', 'FHR', 'AFI', 'DVP', 'UA_SD', 'UA_PI', 'UA_RI', 'MCA_PI', 'CL', 'EFW'])

/** One measurement read from a structured report, in the obstetric table's unit. */
export const SrMeasurementSchema = z.object({
  fetus: z.string().nullable().describe('A, B, C… in a multiple pregnancy; null for a single one or a maternal value'),
  key: ObstetricKeySchema,
  value: z.number(),
  unit: z.string().describe('mm, cm, bpm, g or empty (indices)'),
  code: z.string().describe('The LOINC code as the report carries it'),
}) satisfies z.ZodType<SrMeasurement>

/** The measurements of an exam's OB-GYN structured reports. */
export const SrImportSchema = z.object({
  examineId: z.number().int(),
  instances: z.number().int(),
  measurements: z.array(SrMeasurementSchema),
}).meta({ id: 'SrImportDto' }) satisfies z.ZodType<SrImportDto>

/** A structured report received for an exam. */
export const SrInstanceSchema = z.object({
  examineId: z.number().int(),
  sopInstanceUid: z.string(),
  sopClassUid: z.string(),
  measurements: z.number().int(),
}) satisfies z.ZodType<SrInstanceDto>
