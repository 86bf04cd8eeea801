import type { Db } from '../db'
import { SEED_TIME } from './time'

/** name → [description, [label, value][]] in display order. */
export const DICTS: [name: string, description: string, entries: [label: string, value: string][]][] = [
  ['user_status', '用户状态', [['激活', 'true'], ['禁用', 'false']]],
  ['dept_status', '部门状态', [['启用', 'true'], ['停用', 'false']]],
  ['job_status', '岗位状态', [['启用', 'true'], ['停用', 'false']]],
  ['gender', '性别', [['男', 'M'], ['女', 'F'], ['未知', 'O']]],
  ['modality', '检查类型', [
    ['CT', 'CT'], ['MR', 'MR'], ['DR', 'DR'], ['CR', 'CR'], ['DX', 'DX'], ['MG', 'MG'], ['US', 'US'],
    ['ECG', 'ECG'], ['ES', 'ES'], ['PIS', 'PIS'], ['RF', 'RF'], ['XA', 'XA'],
  ]],
  ['exam_status', '检查状态', [
    ['已登记', '0'], ['已签到', '1'], ['已检查', '2'], ['初步报告', '3'], ['已审核', '4'], ['已打印', '5'],
    ['已退回', '6'], ['已作废', '7'], ['检查中', '8'], ['已预约', '9'], ['已取消', '10'],
  ]],
  ['patient_type', '患者类型', [['门诊', '1'], ['住院', '2'], ['体检', '3'], ['急诊', '4']]],
  ['urgency', '紧急程度', [['普通', '0'], ['急诊', '1'], ['危急', '2']]],
  ['positive_flag', '阴阳性', [['阴性', '0'], ['阳性', '1']]],
  ['critical_flag', '危急值', [['否', '0'], ['是', '1']]],
  ['device_status', '设备状态', [['在用', '1'], ['维修', '2'], ['停用', '0']]],
  ['data_scope', '数据权限', [['全部', '全部'], ['本级', '本级'], ['自定义', '自定义']]],
  ['task_status', '任务状态', [['运行', 'false'], ['暂停', 'true']]],
]

/** The eladmin dictionaries plus the clinic ones later views use. */
export function seedDicts(db: Db): void {
  const dict = db.prepare(`INSERT INTO sys_dict (id, name, description, create_by, create_time) VALUES (?, ?, ?, 'admin', ?)`)
  const detail = db.prepare(`INSERT INTO sys_dict_detail (dict_id, label, value, dict_sort, create_by, create_time)
    VALUES (?, ?, ?, ?, 'admin', ?)`)
  DICTS.forEach(([name, description, entries], i) => {
    const id = i + 1
    dict.run(id, name, description, SEED_TIME)
    entries.forEach(([label, value], j) => detail.run(id, label, value, j + 1, SEED_TIME))
  })
}
