import type { BiopsyDto, SpecimenDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { t } from '../../../../../core/i18n/i18n'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import type { ListStore } from '../../../../../core/resource/listStore'

/**
 * Writes a biopsy's own link to a specimen (null: unlinks it) through `PUT api/biopsy/{id}/specimen`, the one writer
 * of that link; the specimen routes only say which biopsy a specimen was made of. `silent` leaves the error to the
 * caller (the HTTP layer shows it otherwise).
 */
export function setBiopsyLink(biopsyId: number, specimenId: number | null, silent = false): Promise<BiopsyDto> {
  return http.put<BiopsyDto>(`api/biopsy/${biopsyId}/specimen`, { specimenId }, { silent })
}

/** Whether a specimen names a biopsy that does not name it back: the link is still to be made (the page offers it). */
export function linkPending(specimen: SpecimenDto): boolean {
  return specimen.biopsy !== null && specimen.biopsy.specimenId !== specimen.id
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The specimen form's save: the specimen and its biopsy's link, in an order that never leaves a biopsy naming a
 * specimen that no longer names it. A biopsy the edit gives up is unlinked first (if that fails nothing is saved and
 * the form says why); if the specimen is then refused, that biopsy is linked back. After the save the biopsy the
 * specimen names is linked; if that fails the specimen stays saved, the user is told so, and its row offers the link
 * again (`linkPending`).
 */
export async function saveSpecimen(body: unknown, mode: 'add' | 'edit', row: SpecimenDto | null, list: ListStore<SpecimenDto>): Promise<void> {
  const next = (body as { biopsyId?: number | null }).biopsyId ?? null
  const given = mode === 'edit' && row?.biopsy && row.biopsy.specimenId === row.id && row.biopsy.id !== next ? row.biopsy : null
  if (given) {
    try {
      await setBiopsyLink(given.id, null, true)
    } catch (error) {
      throw new Error(t('resources.specimen.unlinkFailed', { bottleNo: given.bottleNo, message: reason(error) }))
    }
  }
  let saved: SpecimenDto
  try {
    saved = (await list.save(body, mode)) as SpecimenDto
  } catch (error) {
    // Back as it was; should even that fail, the row shows the link as pending and offers it.
    if (given && row) await setBiopsyLink(given.id, row.id, true).catch(() => undefined)
    throw error
  } finally {
    if (given) invalidate(['api/biopsy', 'api/specimen'])
  }
  if (!linkPending(saved)) return
  const biopsy = saved.biopsy!
  try {
    await setBiopsyLink(biopsy.id, saved.id, true)
  } catch (error) {
    notify({
      intent: 'error',
      title: t('resources.specimen.linkFailedTitle', { no: saved.specimenNo }),
      message: t('resources.specimen.linkFailed', { no: saved.specimenNo, bottleNo: biopsy.bottleNo, message: reason(error) }),
      duration: 15_000,
    })
  } finally {
    invalidate(['api/biopsy', 'api/specimen'])
  }
}
