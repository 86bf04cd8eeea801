import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    reportTemplate: {
      title: '报告模板',
      name: '模板',
      fields: {
        name: '名称',
        folder: '文件夹',
        parentId: '所在文件夹',
        scope: '范围',
        modality: '检查类型',
        bodyPart: '检查部位',
        updateTime: '修改时间',
        findings: '检查所见',
        impression: '诊断意见',
        recommendation: '建议',
      },
      filters: {
        blurry: '名称、拼音首字母或内容',
        scope: '范围',
        modality: '检查类型',
      },
      scopes: {
        public: '公共',
        dept: '科室',
        personal: '个人',
      },
      anyModality: '不限',
      topLevel: '（范围的顶层）',
      rowEdit: '编辑 {{name}}',
      exportSelected: '导出 JSON',
      exported: '已导出 {{file}}',
    },
  },
  diagnosis: {
    templateEdit: {
      titleNew: '新增报告模板',
      titleEdit: '编辑模板“{{name}}”',
      back: '返回列表',
      save: '保存',
      saved: '模板已保存',
      preview: '报告编辑器中的效果',
      pickLists: '共 {{count}} 个可选项；在文本中写 {{example}} 即可提供选择，第一个选项为默认值。',
      loading: '正在加载模板…',
      readOnly: '您可以查看但不能修改此模板。',
    },
    treeTemplate: {
      title: '树形模板',
      toolbar: '树形模板操作',
      addFolder: '新建文件夹',
      addTemplate: '新建模板',
      rename: '重命名',
      edit: '编辑内容',
      delete: '删除',
      moveUp: '上移（Alt+↑）',
      moveDown: '下移（Alt+↓）',
      moveInto: '移入上方文件夹（Alt+→）',
      moveOut: '移出所在文件夹（Alt+←）',
      import: '导入 JSON',
      export: '导出 JSON',
      imported: '已导入 {{count}} 个节点',
      badFile: '该文件不是导出的模板文件',
      exported: '已导出 {{file}}',
      moved: '已移动“{{name}}”',
      added: '已新建“{{name}}”',
      renamed: '已重命名为“{{name}}”',
      deleted: '已删除“{{name}}”',
      confirmTitle: '删除确认',
      confirmDelete: '确定删除“{{name}}”吗？',
      confirm: '删除',
      cancel: '取消',
      nameLabel: '名称',
      ok: '确定',
      nameRequired: '请输入 1~60 个字符的名称',
      keyboard: '拖动节点到文件夹上或两行之间即可移动；键盘操作：Alt+↑、Alt+↓ 在同级间移动，Alt+→ 移入上方文件夹，Alt+← 移出所在文件夹。',
    },
  },
}

export default messages
