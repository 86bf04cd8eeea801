/**
 * The wire contract shared by the browser code and the contract server: type-only, import with `import type`.
 */
export type { ApiError, Audited, IdList, IdRef, Page, PageQuery, RuntimeConfig, ServerLocale } from './api'
export type { CaptchaResponse, LoginRequest, LoginResponse, UserInfo } from './auth'
export type { DictDetail, DictDetailInput, DictDto, DictInput, DictMap } from './dict'
export type { MenuDto, MenuInput, MenuMeta, MenuNode, MenuType } from './menu'
export type { DeptDto, JobDto, RoleDto } from './org'
export type {
  DeptSmall, JobSmall, RoleSmall, UpdateEmailRequest, UpdatePassRequest, UserCenterInput, UserDto, UserInput,
  UserQuery,
} from './user'
export type { PicViewType, UserConfig, UserConfigInput } from './userConfig'
export type { ApplyFormDto, ExamDto, ExamStatus, IcdCode, TodayCounts } from './exam'
export type {
  CriticalLimitsDto, CriticalNotice, CriticalValueDto, KeyImageRef, PriorReportDto, ReportAddendum, ReportCaptureRef, ReportDto, ReportHistoryEntry, ReportLetterhead, ReportState, ReportViewDto,
} from './report'
export type { ImageCompareDto, ImageInstanceDto, ImageSeriesDto, ImageStudyDto, KeyImageChange } from './image'
export type { OuterLoginRequest } from './outer'
export type {
  ShareAccessDto, ShareAccessOutcome, ShareLinkCreateBody, ShareLinkDto, ShareLinkExpiresIn, ShareLinkIssued, ShareLinkKind, ShareLinkProbe, ShareLinkState, ShareOpenAnswer,
  ShareOpenBody, ShareRefusal, ShareStatsDto, ShareStatsRow,
} from './shareLink'
export type { DashboardSummary, UserLogDto } from './dashboard'
export type { DeviceDto, DeviceTypeDto, QuartzJobDto, QuartzLogDto } from './system'
export type {
  ApplyDeptAdminDto, ApplyHospitalAdminDto, ApplyPhysicianAdminDto, BodyPartAdminDto, BodyPartSmallAdminDto, CheckMethodAdminDto, ModalityRef,
} from './reference'
export type { AppointBody, AppointmentExamDto, AppointmentSlotDto, AppointmentSlotsDto, DeviceScheduleDto, SchedulePeriodDto } from './appointment'
export type {
  ApplyDeptDto, ApplyHospitalDto, ApplyPhysicianDto, BodyPartDto, BodyPartSmallDto, CheckMethodDto, DuplicateExam, HisOrderItemDto,
  OrderRegistrationBody, RegistrationBody, RegistrationItem, RegistrationResult,
} from './registration'
export type {
  DuplicateBasis, DuplicatePairDto, ExamLinkBody, ExamLinkResult, PatientMergeBody, PatientMergeDto, PatientMergeResult, PatientRecordDto,
} from './related'
export type {
  PhraseDto, TemplateCreateBody, TemplateExport, TemplateExportNode, TemplateImportBody, TemplateKind, TemplateMoveBody, TemplateNode, TemplateRow,
  TemplateScope, TemplateUpdateBody,
} from './template'
export type { CacDrs, CalciumArteryScore, CalciumLesion, CalciumRiskBand, CalciumScoreBody, CalciumScoreDto, CalciumTotals, CoronaryArtery } from './calcium'
export type {
  BiRads, EfwFormulaId, FetalPosition, FetusLabel, FetusMeasurements, ObstetricKey, ObstetricLevel, PlacentaSite, SrMeasurement, TiradsFeatures, UsExamType, UsLesion,
  UsMeasurementsBody, UsMeasurementsDto,
} from './ultrasound'
export type { SrImportDto, SrInstanceDto } from './ultrasoundSr'
export type {
  BiopsyCreateBody, BiopsyDto, BiopsySpecimenBody, BiopsyUpdateBody, BiopsyWithExamDto, EndoscopyCaptureDto, EndoscopyCaptureOrderBody,
  EndoscopyCaptureUpdateBody,
} from './endoscopy'
export type {
  SpecimenActionBody, SpecimenAmendBody, SpecimenAmendment, SpecimenBiopsyRef, SpecimenBody, SpecimenDto, SpecimenExamRef, SpecimenState, SpecimenType,
} from './pathology'
export type { EcgMeasurementsBody, EcgMeasurementsDto, EcgRhythm, QtcFormula } from './ecg'
export type {
  ApplyHospOption, CriticalStatCounts, CriticalStatDto, PositiveCounts, PositiveDto, PositiveGroupBy, StatisticsGroup, StatisticsKind, StatisticsMeasure,
  StatisticsQuery, TurnaroundCounts, TurnaroundDto, TurnaroundInterval, TurnaroundIntervalName, WorkloadCounts, WorkloadDto, WorkloadGroupBy,
} from './statistics'
export type {
  CoincidenceDto, CoincidenceGroupBy, CoincidenceRow, FollowupCaseBody, FollowupCaseDetailDto, FollowupCaseDto, FollowupCategory, FollowupDueDto, FollowupMethod,
  FollowupReason, FollowupRecordBody, FollowupRecordDto, FollowupReportDto, FollowupSettingDto, FollowupSpecimenOption,
} from './followup'
export type {
  QcCutoffBody, QcCutoffDto, QcFamily, QcItemPart, QcItemScale, QcSampleDetailDto, QcSampleDto, QcScoreBody, QcScoreDto, QcScoreEntry, QcScoreItemBody,
  QcScoreItemDto, QcScoreResult, QcStatDto, QcStatGroupBy, QcStatRow, QcTaskBody, QcTaskDto, QcTaskState, QcUserRef,
} from './qc'
export type { CollectBody, CollectedCaseDto, CollectedCaseUpdateBody, CollectionFolderBody, CollectionFolderDto, CollectionFolderRenameBody, CollectionMoveBody, CollectionScope, CollectionTagDto } from './collection'
export type { ExamNoPreviewDto, HospitalConfigBody, HospitalConfigDto, HospitalDepartment, HospitalIdentityDto, HospitalLogoDto, ModalityRules, ModalityRulesDto } from './hospital'
export type { BackupCreateBody, BackupDto, BackupRestoreBody, BackupRestoreResult, MonitorRate, ServerMonitorDto, SqlStatDto, SqlStatsPage, SqlStatTotals } from './monitor'
export type { LogExceptionDto, OnlineUserDto, SysLogDto, SysLogErrorDto } from './monitorLogs'
export type { CacheBackend, CacheInfoDto, CacheKeyDto, CacheKeyPage, CacheValueDto } from './cache'
export type {
  EmailConfigBody, EmailConfigDto, EmailSendBody, EmailSendResult, LocalStorageDto, LocalStorageUpdateBody, MailSecurity, S3ConfigBody, S3ConfigDto, S3ObjectDto,
  S3TestResult, StorageFileType,
} from './storage'
export type { AppBody, AppDto, DatabaseBody, DatabaseDto, DatabaseRunResult, DeployBody, DeployDto, DeployHistoryDto, DeployStatus, DeployUploadResult, ServerDeployBody, ServerDeployDto, SocketMessage, SocketMsgType } from './mnt'
export type { ChatMessageDto, ChatMessagesPage, ChatReadBody, ChatRefusal, ChatRoomDto, ChatRoomKind, ChatSendBody, ChatSendFrame, ChatServerEvent, ChatUserDto } from './chat'
export type {
  AliPayConfigBody, AliPayConfigDto, AliPaySignType, AliPayTradeBody, AliPayTradeDto, AliPayTradeState, CodeConsoleQueryBody, CodeConsoleResult, ColumnInfoDto,
  GenConfigDto, GenDateAnnotation, GeneratedFile, GenFormType, GenQueryType, GenTableDto,
} from './devtools'
