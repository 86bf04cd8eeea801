/**
 * Where a collection folder lives: the user's own (`personal`, 个人收藏) or his department's (`public`, 公共收藏),
 * which every physician whose data scope reaches the department reads.
 */
export type CollectionScope = 'personal' | 'public'

/**
 * A folder of the case collection (`GET api/collection/folder` lists the caller's visible ones flat; `parentId` builds
 * the tree, null at the root of its scope). A personal folder is its owner's alone; a public one belongs to the
 * department of the physician who made it.
 */
export interface CollectionFolderDto {
  id: number
  parentId: number | null
  name: string
  scope: CollectionScope
  /** Who made it (the owner of a personal folder). */
  ownerId: number
  ownerName: string
  /** The department of a public folder (the maker's), else null. */
  deptId: number | null
  deptName: string | null
  /** Cases directly in the folder. */
  caseCount: number
  /** Whether the caller may add cases to it (his own personal folder, or a public folder of his department). */
  writable: boolean
  /** Whether the caller may rename or delete it (its owner; a public one also a `collection:del` holder of its department). */
  editable: boolean
  createTime: string
}

/**
 * One collected (favourite) case as `GET api/collection` lists it: the exam's teaching content (exam item, modality,
 * body part, sex, age, findings and impression of its report), where it is filed, its tags and teaching note.
 *
 * Privacy: a case in another department's public folder is `anonymized` — `patientName`, `patientId` and `examNo`
 * are null and `examDate` is only the month, so a teaching case names nobody outside the department that filed it;
 * such a case also carries no report or image link (`examineId` stays, for nothing but identity).
 */
export interface CollectedCaseDto {
  id: number
  folderId: number
  folderName: string
  scope: CollectionScope
  /** The department of a public folder, else null. */
  deptId: number | null
  deptName: string | null
  examineId: number
  /** Null when anonymized. */
  examNo: string | null
  /** Null when anonymized. */
  patientName: string | null
  /** Null when anonymized. */
  patientId: string | null
  /** Whether the patient's identity is withheld from the caller (another department's public case). */
  anonymized: boolean
  modality: string
  examItem: string
  bodyPart: string
  /** 男 / 女 / 未知, as the exam records it. */
  gender: string
  age: number
  ageUnit: 'Y' | 'M' | 'W' | 'D'
  /** `yyyy-MM-dd` of the exam (registration when never examined); `yyyy-MM` when anonymized. */
  examDate: string
  /** The report's findings and impression; null before a report exists. */
  findings: string | null
  impression: string | null
  /** Free tags (disease, body part…), in the order given. */
  tags: string[]
  /** The teaching note. */
  note: string
  addedById: number
  addedBy: string
  addedAt: string
  /** Whether the caller may change its tags and note, and move it (its owner, or who added it to a public folder). */
  editable: boolean
  /** Whether the caller may delete it (as `editable`, or `collection:del` in the department of its public folder). */
  deletable: boolean
}

/** The body of `POST api/collection`: collect an exam into a folder. A second copy in one folder answers 409. */
export interface CollectBody {
  examineId: number
  folderId: number
  tags?: string[]
  note?: string | null
}

/** The body of `PUT api/collection`: a case's tags and teaching note. */
export interface CollectedCaseUpdateBody {
  id: number
  tags: string[]
  note?: string | null
}

/** The body of `PUT api/collection/move` (move cases to another folder) and `POST api/collection/share` (copy them into a public folder). */
export interface CollectionMoveBody {
  ids: number[]
  folderId: number
}

/** The body of `POST api/collection/folder`. */
export interface CollectionFolderBody {
  name: string
  scope: CollectionScope
  parentId?: number | null
}

/** The body of `PUT api/collection/folder`: a new name. */
export interface CollectionFolderRenameBody {
  id: number
  name: string
}

/** A tag in use (`GET api/collection/tags`), with how many visible cases carry it: the suggestions of the tag input. */
export interface CollectionTagDto {
  tag: string
  count: number
}
