/**
 * Chinese names for the seeded patients, each character with its pinyin (the seed does not depend on a pinyin
 * library, and surnames are read as surnames: 曾 ZENG, 单 SHAN).
 */

/** Common surnames, roughly by frequency. */
export const SURNAMES: [string, string][] = [
  ['王', 'WANG'], ['李', 'LI'], ['张', 'ZHANG'], ['刘', 'LIU'], ['陈', 'CHEN'], ['杨', 'YANG'], ['黄', 'HUANG'],
  ['赵', 'ZHAO'], ['吴', 'WU'], ['周', 'ZHOU'], ['徐', 'XU'], ['孙', 'SUN'], ['马', 'MA'], ['朱', 'ZHU'], ['胡', 'HU'],
  ['郭', 'GUO'], ['何', 'HE'], ['林', 'LIN'], ['罗', 'LUO'], ['高', 'GAO'], ['郑', 'ZHENG'], ['梁', 'LIANG'],
  ['谢', 'XIE'], ['宋', 'SONG'], ['唐', 'TANG'], ['许', 'XU'], ['韩', 'HAN'], ['冯', 'FENG'], ['邓', 'DENG'],
  ['曹', 'CAO'], ['彭', 'PENG'], ['曾', 'ZENG'], ['肖', 'XIAO'], ['田', 'TIAN'], ['董', 'DONG'], ['潘', 'PAN'],
  ['袁', 'YUAN'], ['蔡', 'CAI'], ['蒋', 'JIANG'], ['余', 'YU'], ['于', 'YU'], ['杜', 'DU'], ['叶', 'YE'],
  ['程', 'CHENG'], ['魏', 'WEI'], ['苏', 'SU'], ['吕', 'LV'], ['丁', 'DING'], ['任', 'REN'], ['沈', 'SHEN'],
  ['姚', 'YAO'], ['卢', 'LU'], ['傅', 'FU'], ['钟', 'ZHONG'], ['姜', 'JIANG'], ['崔', 'CUI'], ['谭', 'TAN'],
  ['廖', 'LIAO'], ['范', 'FAN'], ['汪', 'WANG'], ['陆', 'LU'], ['金', 'JIN'], ['石', 'SHI'], ['戴', 'DAI'],
  ['贾', 'JIA'], ['韦', 'WEI'], ['夏', 'XIA'], ['邱', 'QIU'], ['方', 'FANG'], ['侯', 'HOU'], ['邹', 'ZOU'],
  ['熊', 'XIONG'], ['孟', 'MENG'], ['秦', 'QIN'], ['白', 'BAI'], ['江', 'JIANG'], ['单', 'SHAN'], ['欧阳', 'OU YANG'],
]

/** Characters of women's given names. */
export const FEMALE_GIVEN: [string, string][] = [
  ['晓', 'XIAO'], ['燕', 'YAN'], ['丽', 'LI'], ['静', 'JING'], ['婷', 'TING'], ['雪', 'XUE'], ['慧', 'HUI'],
  ['敏', 'MIN'], ['芳', 'FANG'], ['娟', 'JUAN'], ['霞', 'XIA'], ['琳', 'LIN'], ['颖', 'YING'], ['佳', 'JIA'],
  ['欣', 'XIN'], ['怡', 'YI'], ['梦', 'MENG'], ['瑶', 'YAO'], ['雨', 'YU'], ['婉', 'WAN'], ['秀', 'XIU'],
  ['红', 'HONG'], ['玲', 'LING'], ['倩', 'QIAN'], ['洁', 'JIE'], ['萍', 'PING'], ['思', 'SI'], ['嘉', 'JIA'],
  ['悦', 'YUE'], ['彤', 'TONG'], ['诗', 'SHI'], ['晨', 'CHEN'], ['月', 'YUE'], ['文', 'WEN'], ['春', 'CHUN'],
  ['梅', 'MEI'], ['兰', 'LAN'], ['丹', 'DAN'], ['璐', 'LU'], ['蕾', 'LEI'], ['薇', 'WEI'], ['莉', 'LI'],
  ['媛', 'YUAN'], ['妍', 'YAN'], ['菲', 'FEI'], ['露', 'LU'], ['青', 'QING'], ['珊', 'SHAN'], ['艳', 'YAN'],
  ['凤', 'FENG'], ['桂', 'GUI'], ['秋', 'QIU'], ['岚', 'LAN'], ['宁', 'NING'], ['蓉', 'RONG'], ['娜', 'NA'],
]

/** Characters of men's and children's given names. */
export const MALE_GIVEN: [string, string][] = [
  ['浩', 'HAO'], ['宇', 'YU'], ['轩', 'XUAN'], ['博', 'BO'], ['子', 'ZI'], ['涵', 'HAN'], ['俊', 'JUN'],
  ['杰', 'JIE'], ['明', 'MING'], ['强', 'QIANG'], ['伟', 'WEI'], ['磊', 'LEI'], ['军', 'JUN'], ['辰', 'CHEN'],
  ['然', 'RAN'], ['泽', 'ZE'], ['睿', 'RUI'], ['航', 'HANG'], ['一', 'YI'], ['诺', 'NUO'], ['安', 'AN'],
  ['乐', 'LE'], ['天', 'TIAN'], ['佑', 'YOU'], ['铭', 'MING'], ['凯', 'KAI'], ['鹏', 'PENG'], ['建', 'JIAN'],
]

/** A full name and its pinyin, e.g. `['王晓燕', 'WANG XIAO YAN']`. */
export function makeName(rand: () => number, female: boolean): [name: string, pinyin: string] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const surname = pick(SURNAMES)
  const given = female ? FEMALE_GIVEN : MALE_GIVEN
  const count = rand() < 0.72 ? 2 : 1
  const chars: [string, string][] = []
  for (let i = 0; i < count; i++) {
    let c = pick(given)
    while (chars.some(([h]) => h === c[0])) c = pick(given)
    chars.push(c)
  }
  return [surname[0] + chars.map(([h]) => h).join(''), [surname[1], ...chars.map(([, p]) => p)].join(' ')]
}
