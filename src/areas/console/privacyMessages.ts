import type { MessageBundle, Shape } from '../../core/i18n'

const en = {
  privacy: {
    title: 'Privacy statement',
    updated: 'Last updated: 2025-03-20',
    sections: {
      collect: {
        heading: 'Information we process',
        body:
          'This platform processes the information needed to carry out imaging and diagnostic examinations: the identity and contact details of patients, examination orders, medical images and diagnostic reports. '
          + 'For hospital staff, it processes account details and a log of the operations performed in the system. '
          + 'Only the information required for the examination, the report and the records kept by law is processed.',
      },
      use: {
        heading: 'How we use it',
        body:
          'The information is used to perform examinations, write and review reports, and support the diagnosis and care of patients. '
          + 'It is also used for the quality control of images and reports, and to keep the medical records and operation records required by law. '
          + 'It is not used for advertising or for any purpose unrelated to care.',
      },
      share: {
        heading: 'Sharing',
        body:
          'Information is shared only with the clinicians treating the patient, with the hospital information system (HIS), and with health authorities and other regulators where the law requires it. '
          + 'We do not sell personal information, nor do we provide it to third parties for marketing.',
      },
      security: {
        heading: 'How we protect it',
        body:
          'Passwords are stored encrypted and are never displayed in plain text. '
          + 'Access is granted by role, so that each member of staff can see only the information their work requires, and operations in the system are recorded in audit logs. '
          + 'Data is transmitted over encrypted connections.',
      },
      retention: {
        heading: 'How long we keep it',
        body:
          'Medical records, including images and reports, are kept for the periods set by the national regulations on medical records. '
          + 'Operation logs are kept for as long as security and auditing require. '
          + 'When a retention period ends, the information is deleted or anonymized in accordance with the applicable rules.',
      },
      rights: {
        heading: 'Your rights',
        body:
          'Patients may consult and obtain copies of their medical records, and ask for inaccurate information to be corrected, through the hospital medical records office. '
          + 'Staff may ask the system administrator to correct their account details. '
          + 'For any question about this statement or about how your information is handled, please contact the hospital.',
      },
    },
    contact: 'Medical Records Office, Kangning Maternal and Child Health Hospital',
  },
}

const zhCN: Shape<typeof en> = {
  privacy: {
    title: '隐私声明',
    updated: '更新日期：2025年3月20日',
    sections: {
      collect: {
        heading: '我们处理的信息',
        body:
          '为开展医学影像检查与诊断工作，本平台处理患者的身份信息和联系方式、检查申请单、医学影像及诊断报告；'
          + '对于本院工作人员，本平台处理其账号信息及在系统中的操作日志。'
          + '本平台仅处理开展检查、出具报告及依法留存记录所必需的信息。',
      },
      use: {
        heading: '信息的使用',
        body:
          '上述信息用于开展检查、书写和审核报告，为患者的诊断和治疗提供支持；'
          + '亦用于影像及报告的质量控制，以及依照法律法规的要求留存病历和操作记录。'
          + '本院不会将上述信息用于广告营销或与诊疗无关的其他目的。',
      },
      share: {
        heading: '信息的共享',
        body:
          '本院仅在以下情形共享上述信息：提供给负责患者诊疗的临床医师；与本院医院信息系统（HIS）进行交换；依照法律法规的要求向卫生健康主管部门等监管机构报送。'
          + '本院不出售任何个人信息，也不向第三方提供个人信息用于营销。',
      },
      security: {
        heading: '信息的安全保护',
        body:
          '用户密码经加密后存储，不以明文形式显示。'
          + '系统按角色授予访问权限，工作人员仅能访问其岗位职责所需的信息，系统中的操作均记录于审计日志。'
          + '数据通过加密连接传输。',
      },
      retention: {
        heading: '信息的保存期限',
        body:
          '病历资料（包括医学影像和诊断报告）依照国家有关病历管理的规定期限保存。'
          + '操作日志在安全审计所需的期限内保存。'
          + '保存期限届满后，本院将依照有关规定对相关信息进行删除或匿名化处理。',
      },
      rights: {
        heading: '您的权利',
        body:
          '患者可以通过本院病案室查阅、复制本人病历资料，并可申请更正不准确的信息。'
          + '工作人员可以联系系统管理员更正本人账号信息。'
          + '如对本声明或个人信息的处理有任何疑问，请与本院联系。',
      },
    },
    contact: '康宁市妇幼保健院病案室',
  },
}

const zhTW: Shape<typeof en> = {
  privacy: {
    title: '隱私權聲明',
    updated: '更新日期：2025年3月20日',
    sections: {
      collect: {
        heading: '蒐集及處理之資訊',
        body:
          '為辦理醫學影像檢查與診斷業務，本平台處理病患之身分資料與聯絡方式、檢查申請單、醫學影像及診斷報告；'
          + '就本院工作人員部分，本平台處理其帳號資料及於系統中之操作紀錄。'
          + '本平台僅處理辦理檢查、出具報告及依法保存紀錄所必要之資訊。',
      },
      use: {
        heading: '資訊之利用',
        body:
          '前述資訊用於辦理檢查、撰寫及審核報告，以支援病患之診斷與治療；'
          + '亦用於影像及報告之品質管制，以及依法令規定保存病歷與操作紀錄。'
          + '本院不會將前述資訊用於廣告行銷或與診療無關之其他目的。',
      },
      share: {
        heading: '資訊之提供',
        body:
          '本院僅於下列情形提供前述資訊：提供予負責病患診療之臨床醫師；與本院醫院資訊系統（HIS）進行交換；依法令規定向衛生主管機關等監管機關提報。'
          + '本院不出售任何個人資料，亦不向第三人提供個人資料作為行銷之用。',
      },
      security: {
        heading: '資訊安全保護',
        body:
          '使用者密碼經加密後儲存，不以明文顯示。'
          + '系統依角色授予存取權限，工作人員僅得存取其職務所需之資訊，系統中之操作均記錄於稽核日誌。'
          + '資料均透過加密連線傳輸。',
      },
      retention: {
        heading: '資訊之保存期限',
        body:
          '病歷資料（包括醫學影像及診斷報告）依國家有關病歷管理之規定期限保存。'
          + '操作紀錄於安全稽核所需之期間內保存。'
          + '保存期限屆滿後，本院將依相關規定予以刪除或去識別化處理。',
      },
      rights: {
        heading: '您的權利',
        body:
          '病患得透過本院病歷室申請查閱、複製本人病歷資料，並得請求更正不正確之資訊。'
          + '工作人員得聯絡系統管理員更正本人帳號資料。'
          + '如對本聲明或個人資料之處理有任何疑問，請與本院聯絡。',
      },
    },
    contact: '康寧市婦幼保健院病歷室',
  },
}

const ja: Shape<typeof en> = {
  privacy: {
    title: 'プライバシーポリシー',
    updated: '最終更新日：2025年3月20日',
    sections: {
      collect: {
        heading: '取り扱う情報',
        body:
          '本プラットフォームでは、画像検査および診断業務のために、患者の本人確認情報と連絡先、検査オーダー、医用画像、診断レポートを取り扱います。'
          + '職員については、アカウント情報とシステム上の操作ログを取り扱います。'
          + '取り扱う情報は、検査の実施、レポートの作成および法令で定められた記録の保存に必要な範囲に限ります。',
      },
      use: {
        heading: '利用目的',
        body:
          'これらの情報は、検査の実施、レポートの作成と確認、患者の診断と治療のために利用します。'
          + 'また、画像およびレポートの品質管理、ならびに法令で義務付けられた診療記録と操作記録の保存のために利用します。'
          + '広告その他診療と関係のない目的には利用しません。',
      },
      share: {
        heading: '第三者への提供',
        body:
          '情報を提供するのは、患者の診療を担当する医師、当院の病院情報システム（HIS）、および法令に基づき求められる場合の保健当局などの監督機関に限ります。'
          + '個人情報を販売することはなく、営業目的で第三者に提供することもありません。',
      },
      security: {
        heading: '安全管理',
        body:
          'パスワードは暗号化して保存し、平文で表示することはありません。'
          + 'アクセス権限は役割ごとに付与され、職員は業務に必要な情報にのみアクセスできます。システム上の操作は監査ログに記録されます。'
          + '通信は暗号化された接続で行われます。',
      },
      retention: {
        heading: '保存期間',
        body:
          '画像や診断レポートを含む診療記録は、国の診療記録に関する規定に定められた期間保存します。'
          + '操作ログは、セキュリティ監査に必要な期間保存します。'
          + '保存期間の経過後は、関係規定に従って削除または匿名化します。',
      },
      rights: {
        heading: 'ご本人の権利',
        body:
          '患者は、当院の診療情報管理室を通じて、ご自身の診療記録の開示・複写および誤った情報の訂正を求めることができます。'
          + '職員は、システム管理者に依頼してアカウント情報を訂正できます。'
          + '本ポリシーや情報の取り扱いに関するお問い合わせは、当院までご連絡ください。',
      },
    },
    contact: '康寧市婦幼保健院 診療情報管理室',
  },
}

const ko: Shape<typeof en> = {
  privacy: {
    title: '개인정보 처리방침',
    updated: '최종 수정일: 2025년 3월 20일',
    sections: {
      collect: {
        heading: '처리하는 정보',
        body:
          '본 플랫폼은 영상 검사와 진단 업무를 위해 환자의 신원 정보와 연락처, 검사 오더, 의료 영상, 판독 보고서를 처리합니다. '
          + '직원에 대해서는 계정 정보와 시스템 작업 로그를 처리합니다. '
          + '처리하는 정보는 검사 수행, 보고서 작성, 법령에 따른 기록 보존에 필요한 범위로 한정됩니다.',
      },
      use: {
        heading: '이용 목적',
        body:
          '이 정보는 검사 수행, 보고서 작성과 검토, 환자의 진단과 치료에 이용됩니다. '
          + '또한 영상과 보고서의 품질 관리, 법령에서 요구하는 의무기록 및 작업 기록의 보존에 이용됩니다. '
          + '광고나 진료와 무관한 목적으로는 이용하지 않습니다.',
      },
      share: {
        heading: '정보의 제공',
        body:
          '정보는 환자를 진료하는 임상 의료진, 병원정보시스템(HIS), 그리고 법령에 따라 요구되는 경우 보건 당국 등 감독 기관에만 제공됩니다. '
          + '개인정보를 판매하지 않으며, 마케팅 목적으로 제3자에게 제공하지 않습니다.',
      },
      security: {
        heading: '안전성 확보 조치',
        body:
          '비밀번호는 암호화하여 저장하며 평문으로 표시하지 않습니다. '
          + '접근 권한은 역할별로 부여되어 직원은 업무에 필요한 정보에만 접근할 수 있으며, 시스템 내 작업은 감사 로그에 기록됩니다. '
          + '데이터는 암호화된 연결을 통해 전송됩니다.',
      },
      retention: {
        heading: '보존 기간',
        body:
          '영상과 판독 보고서를 포함한 의무기록은 국가의 의무기록 관리 규정에서 정한 기간 동안 보존합니다. '
          + '작업 로그는 보안 감사에 필요한 기간 동안 보존합니다. '
          + '보존 기간이 끝나면 관련 규정에 따라 삭제하거나 익명화합니다.',
      },
      rights: {
        heading: '정보주체의 권리',
        body:
          '환자는 병원 의무기록실을 통해 본인 의무기록의 열람과 사본 발급, 부정확한 정보의 정정을 요청할 수 있습니다. '
          + '직원은 시스템 관리자에게 계정 정보의 정정을 요청할 수 있습니다. '
          + '본 방침이나 정보 처리에 관한 문의는 병원으로 연락해 주십시오.',
      },
    },
    contact: '강녕시 모자보건병원 의무기록실',
  },
}

const es: Shape<typeof en> = {
  privacy: {
    title: 'Declaración de privacidad',
    updated: 'Última actualización: 2025-03-20',
    sections: {
      collect: {
        heading: 'Información que tratamos',
        body:
          'Esta plataforma trata la información necesaria para realizar los estudios de imagen y diagnóstico: datos de identificación y de contacto de los pacientes, solicitudes de estudio, imágenes médicas e informes diagnósticos. '
          + 'Del personal del hospital trata los datos de la cuenta y el registro de las operaciones realizadas en el sistema. '
          + 'Solo se trata la información que requieren el estudio, el informe y los registros exigidos por la ley.',
      },
      use: {
        heading: 'Finalidad',
        body:
          'La información se utiliza para realizar los estudios, redactar y revisar los informes y apoyar el diagnóstico y la atención de los pacientes. '
          + 'También se utiliza para el control de calidad de las imágenes y los informes, y para conservar las historias clínicas y los registros de operaciones que exige la ley. '
          + 'No se utiliza con fines publicitarios ni ajenos a la asistencia sanitaria.',
      },
      share: {
        heading: 'Comunicación de datos',
        body:
          'La información solo se comparte con los médicos que atienden al paciente, con el sistema de información hospitalaria (HIS) y, cuando la ley lo exige, con las autoridades sanitarias y otros organismos de control. '
          + 'No vendemos datos personales ni los cedemos a terceros con fines comerciales.',
      },
      security: {
        heading: 'Seguridad',
        body:
          'Las contraseñas se almacenan cifradas y nunca se muestran en texto claro. '
          + 'El acceso se concede según el rol, de modo que cada profesional solo ve la información que necesita para su trabajo, y las operaciones realizadas quedan anotadas en un registro de auditoría. '
          + 'Los datos se transmiten por conexiones cifradas.',
      },
      retention: {
        heading: 'Conservación',
        body:
          'Las historias clínicas, incluidas las imágenes y los informes, se conservan durante los plazos que establece la normativa nacional sobre historias clínicas. '
          + 'Los registros de operaciones se conservan el tiempo necesario para la seguridad y la auditoría. '
          + 'Al finalizar el plazo, los datos se eliminan o se anonimizan conforme a la normativa aplicable.',
      },
      rights: {
        heading: 'Sus derechos',
        body:
          'Los pacientes pueden solicitar el acceso a su historia clínica, una copia de ella y la rectificación de los datos inexactos a través del archivo de historias clínicas del hospital. '
          + 'El personal puede pedir al administrador del sistema que corrija los datos de su cuenta. '
          + 'Para cualquier consulta sobre esta declaración o sobre el tratamiento de sus datos, póngase en contacto con el hospital.',
      },
    },
    contact: 'Archivo de Historias Clínicas, Hospital de Salud Maternoinfantil de Kangning',
  },
}

/** The privacy statement in every supported locale. */
export const privacyMessages: MessageBundle = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja, ko, es }
