/**
 * The fictional theatre's programme: the one list both the content seed (project nodes) and the
 * ticketing seed (projects, events, prices, stock) are built from, so the two backends agree.
 * Dates are offsets from the moment the database is seeded, so a fresh sandbox always has a
 * current season.
 */

export type Bilingual = { 'zh-hans': string; en: string };

export type VenueKey = 'lyric' | 'buick' | 'studio' | 'multi';

export const venues: Record<VenueKey, { siteId: string; name: Bilingual; seated: boolean }> = {
  lyric: { siteId: 'SITE-LYRIC', name: { 'zh-hans': '歌剧厅', en: 'Lyric Theatre' }, seated: true },
  buick: { siteId: 'SITE-BUICK', name: { 'zh-hans': '别克剧场', en: 'Buick Theatre' }, seated: true },
  studio: { siteId: 'SITE-STUDIO', name: { 'zh-hans': '小剧场', en: 'Studio Theatre' }, seated: false },
  multi: { siteId: 'SITE-MULTI', name: { 'zh-hans': '多功能厅', en: 'Multi-function Hall' }, seated: false },
};

export type ProjectTypeKey = 'opera' | 'musical' | 'dance' | 'drama' | 'concert' | 'children' | 'xiqu' | 'comedy';

export const projectTypes: Record<ProjectTypeKey, { id: number; name: Bilingual }> = {
  opera: { id: 1, name: { 'zh-hans': '歌剧', en: 'Opera' } },
  musical: { id: 2, name: { 'zh-hans': '音乐剧', en: 'Musical' } },
  dance: { id: 3, name: { 'zh-hans': '舞蹈', en: 'Dance' } },
  drama: { id: 4, name: { 'zh-hans': '话剧', en: 'Drama' } },
  concert: { id: 5, name: { 'zh-hans': '音乐会', en: 'Concert' } },
  children: { id: 6, name: { 'zh-hans': '儿童剧', en: "Children's Theatre" } },
  xiqu: { id: 7, name: { 'zh-hans': '戏曲', en: 'Chinese Opera' } },
  comedy: { id: 8, name: { 'zh-hans': '喜剧', en: 'Comedy' } },
};

export type PriceSeed = {
  /** RMB, whole yuan */
  price: number;
  /** tickets on sale for each event at this price (for seated shows: seats in the zone) */
  stock: number;
  /** tickets already sold for each event at seed time */
  sold?: number;
  /** a non-profit (public interest) price: at most 2 per order */
  publicInterest?: boolean;
};

export type EventSeed = {
  /** days from seed time; negative is in the past */
  day: number;
  /** local start time, 24h "HH:MM" (Asia/Shanghai) */
  time: string;
};

export type ShowSeed = {
  key: string;
  /** the ticketing projectToken, also the content field_project_id and the /project/{id} path */
  projectToken: string;
  title: Bilingual;
  subtitle: Bilingual;
  summary: Bilingual;
  type: ProjectTypeKey;
  venue: VenueKey;
  events: EventSeed[];
  prices: PriceSeed[];
  /** tickets need a bound ID card; one ticket per ID per event, at most 2 IDs per member per event */
  realName?: boolean;
  /** shown on the festival page and as a festival_project node rather than a plain project */
  festival?: boolean;
  /** poster palette for the generated images: [background, accent] */
  palette: [string, string];
  /** tickets go on sale this many minutes from seed time (negative: already on sale); absent: on sale */
  onSale?: { minutes: number };
};

const evening = '19:30';
const matinee = '14:00';

export const shows: ShowSeed[] = [
  {
    key: 'turandot',
    projectToken: 'PRJ1001',
    title: { 'zh-hans': '歌剧《图兰朵》', en: 'Turandot' },
    subtitle: { 'zh-hans': '普契尼三幕歌剧', en: "Puccini's opera in three acts" },
    summary: {
      'zh-hans':
        '冰冷的公主、三个谜语与一曲《今夜无人入睡》。全新制作的普契尼绝笔之作，由海湾歌剧院合唱团与交响乐团联袂呈现。',
      en: 'An icy princess, three riddles and "Nessun dorma". A new production of Puccini\'s final opera with the Harbour Bay Opera Chorus and Orchestra.',
    },
    type: 'opera',
    venue: 'lyric',
    events: [
      { day: 12, time: evening },
      { day: 13, time: evening },
      { day: 14, time: matinee },
    ],
    prices: [
      { price: 880, stock: 24 },
      { price: 180, stock: 40 },
      { price: 580, stock: 36 },
      { price: 380, stock: 40 },
      { price: 1280, stock: 12 },
    ],
    palette: ['#2b0f14', '#d4a24c'],
  },
  {
    key: 'moonlight-pier',
    projectToken: 'PRJ1002',
    title: { 'zh-hans': '音乐剧《月光码头》', en: 'Moonlight Pier' },
    subtitle: { 'zh-hans': '原创中文音乐剧', en: 'An original Chinese musical' },
    summary: {
      'zh-hans': '1930年代的黄浦江边，一位码头工人与一位歌女的相遇。二十首原创歌曲，一段关于离别与归来的故事。',
      en: 'A dock worker and a cabaret singer meet on the Huangpu in the 1930s. Twenty original songs tell a story of leaving and coming home.',
    },
    type: 'musical',
    venue: 'buick',
    events: [
      { day: 3, time: evening },
      { day: 4, time: evening },
      { day: 5, time: matinee },
      { day: 5, time: evening },
    ],
    prices: [
      { price: 280, stock: 40 },
      { price: 480, stock: 40 },
      { price: 680, stock: 30 },
      { price: 980, stock: 16 },
    ],
    palette: ['#0d1b2a', '#e0c097'],
  },
  {
    key: 'swan-lake',
    projectToken: 'PRJ1003',
    title: { 'zh-hans': '芭蕾舞剧《天鹅湖》', en: 'Swan Lake' },
    subtitle: { 'zh-hans': '柴可夫斯基经典芭蕾', en: "Tchaikovsky's classic ballet" },
    summary: {
      'zh-hans': '白天鹅与黑天鹅，爱情与背叛。海湾芭蕾舞团以经典版本呈现，另设公益票惠及学生与长者。',
      en: 'White swan and black swan, love and betrayal. The Harbour Bay Ballet dances the classic version, with non-profit tickets for students and seniors.',
    },
    type: 'dance',
    venue: 'lyric',
    events: [
      { day: 20, time: evening },
      { day: 21, time: evening },
    ],
    prices: [
      { price: 80, stock: 20, publicInterest: true },
      { price: 280, stock: 40 },
      { price: 480, stock: 40 },
      { price: 780, stock: 24 },
    ],
    palette: ['#102a43', '#f0f4f8'],
  },
  {
    key: 'thunderstorm',
    projectToken: 'PRJ1004',
    title: { 'zh-hans': '话剧《雷雨》', en: 'Thunderstorm' },
    subtitle: { 'zh-hans': '曹禺经典剧作', en: "Cao Yu's classic drama" },
    summary: {
      'zh-hans': '一个闷热的夏日，周、鲁两家三十年的恩怨在一夜之间爆发。中国现代话剧的奠基之作。',
      en: 'On one sultry summer day, thirty years of secrets between two families break open in a single night. The founding play of modern Chinese drama.',
    },
    type: 'drama',
    venue: 'studio',
    events: [
      { day: 2, time: evening },
      { day: 6, time: evening },
      { day: 9, time: matinee },
    ],
    prices: [
      { price: 120, stock: 60 },
      { price: 220, stock: 60 },
      { price: 320, stock: 40 },
    ],
    palette: ['#1f2421', '#9bc1bc'],
  },
  {
    key: 'jazz-night',
    projectToken: 'PRJ1005',
    title: { 'zh-hans': '海湾爵士之夜', en: 'Harbour Bay Jazz Night' },
    subtitle: { 'zh-hans': '实名制演出', en: 'Real-name ticketing' },
    summary: {
      'zh-hans': '摇摆、比波普与拉丁爵士，海湾爵士大乐队与特邀小号手的一个夜晚。本场演出实行实名制购票。',
      en: 'Swing, bebop and Latin jazz: an evening with the Harbour Bay Big Band and a guest trumpeter. Tickets for this concert are sold by real name.',
    },
    type: 'concert',
    venue: 'multi',
    realName: true,
    events: [
      { day: 7, time: evening },
      { day: 8, time: evening },
    ],
    prices: [
      { price: 180, stock: 80 },
      { price: 280, stock: 60 },
    ],
    palette: ['#14213d', '#fca311'],
  },
  {
    key: 'little-prince',
    projectToken: 'PRJ1006',
    title: { 'zh-hans': '儿童剧《小王子》', en: 'The Little Prince' },
    subtitle: { 'zh-hans': '适合5岁以上观众', en: 'For audiences aged 5 and up' },
    summary: {
      'zh-hans': '一朵玫瑰、一只狐狸和一颗小小的星球。用光影与木偶讲述的温柔故事，适合全家一同观看。',
      en: 'A rose, a fox and a very small planet. A gentle story told with light and puppets, for the whole family.',
    },
    type: 'children',
    venue: 'studio',
    events: [
      { day: 1, time: matinee },
      { day: 8, time: matinee },
      { day: 15, time: matinee },
    ],
    prices: [
      { price: 100, stock: 80 },
      { price: 180, stock: 60 },
    ],
    palette: ['#fef6e4', '#f582ae'],
  },
  {
    key: 'peony-pavilion',
    projectToken: 'PRJ1007',
    title: { 'zh-hans': '昆曲《牡丹亭》', en: 'The Peony Pavilion' },
    subtitle: { 'zh-hans': '汤显祖 · 青春版', en: 'Tang Xianzu, youth edition' },
    summary: {
      'zh-hans': '情不知所起，一往而深。六百年昆曲经典，以青春版全本呈现游园、惊梦与寻梦。',
      en: 'A love that begins unknown and grows ever deeper. The six-century-old Kunqu classic in its full youth edition.',
    },
    type: 'xiqu',
    venue: 'lyric',
    events: [
      { day: 26, time: evening },
      { day: 27, time: evening },
    ],
    prices: [
      { price: 150, stock: 40 },
      { price: 350, stock: 40 },
      { price: 550, stock: 24 },
    ],
    palette: ['#3d0c11', '#f2b5d4'],
  },
  {
    key: 'beethoven-nine',
    projectToken: 'PRJ1008',
    title: { 'zh-hans': '贝多芬第九交响曲', en: "Beethoven's Ninth Symphony" },
    subtitle: { 'zh-hans': '新年音乐会', en: "New Year's Concert" },
    summary: {
      'zh-hans': '《欢乐颂》响起，迎接新的一年。海湾交响乐团与二百人合唱团共同演绎。',
      en: 'Welcome the new year with the "Ode to Joy", sung by a choir of two hundred with the Harbour Bay Symphony Orchestra.',
    },
    type: 'concert',
    venue: 'buick',
    events: [
      { day: 38, time: evening },
      { day: 39, time: evening },
    ],
    // seated, its cheapest price sold out, the others on sale (issue 20: the seat map stays reachable)
    prices: [
      { price: 200, stock: 40, sold: 40 },
      { price: 400, stock: 40 },
      { price: 600, stock: 30 },
      { price: 1000, stock: 12 },
    ],
    palette: ['#1b263b', '#e9c46a'],
  },
  {
    key: 'breath',
    projectToken: 'PRJ1009',
    title: { 'zh-hans': '现代舞《呼吸》', en: 'Breath' },
    subtitle: { 'zh-hans': '全部售罄', en: 'Sold out' },
    summary: {
      'zh-hans': '六位舞者，一个小时，一次呼吸的长度。本轮演出门票已全部售罄。',
      en: 'Six dancers, one hour, the length of a single breath. Every performance of this run is sold out.',
    },
    type: 'dance',
    venue: 'studio',
    events: [
      { day: 10, time: evening },
      { day: 11, time: evening },
    ],
    prices: [
      { price: 160, stock: 50, sold: 50 },
      { price: 260, stock: 30, sold: 30 },
    ],
    palette: ['#0b090a', '#e5e5e5'],
  },
  {
    key: 'comedy-night',
    projectToken: 'PRJ1010',
    title: { 'zh-hans': '周五单口喜剧夜', en: 'Friday Stand-up Night' },
    subtitle: { 'zh-hans': '中英双语专场', en: 'In Chinese and English' },
    summary: {
      'zh-hans': '五位喜剧演员，中英双语，九十分钟不停笑。建议16岁以上观众观看。',
      en: 'Five comedians, two languages, ninety minutes of laughter. Recommended for ages 16 and up.',
    },
    type: 'comedy',
    venue: 'multi',
    events: [
      { day: 4, time: '20:00' },
      { day: 11, time: '20:00' },
      { day: 18, time: '20:00' },
    ],
    prices: [
      { price: 99, stock: 100 },
      { price: 199, stock: 40 },
    ],
    palette: ['#ffbe0b', '#3a0ca3'],
  },
  {
    key: 'lighthouse-keeper',
    projectToken: 'PRJ1011',
    title: { 'zh-hans': '音乐剧《守灯人》', en: 'The Lighthouse Keeper' },
    subtitle: { 'zh-hans': '已结束', en: 'Run ended' },
    summary: {
      'zh-hans': '孤岛、灯塔与一封迟到四十年的信。本轮演出已经结束，感谢每一位观众。',
      en: 'An island, a lighthouse and a letter forty years late. This run has ended; thank you to everyone who came.',
    },
    type: 'musical',
    venue: 'buick',
    events: [
      { day: -30, time: evening },
      { day: -29, time: evening },
    ],
    prices: [
      { price: 280, stock: 40, sold: 31 },
      { price: 480, stock: 40, sold: 22 },
    ],
    palette: ['#003049', '#fcbf49'],
  },
  {
    key: 'shadow-journey',
    projectToken: 'PRJ1012',
    title: { 'zh-hans': '皮影戏《西游记》', en: 'Journey to the West: A Shadow Play' },
    subtitle: { 'zh-hans': '非物质文化遗产', en: 'Intangible cultural heritage' },
    summary: {
      'zh-hans': '孙悟空三打白骨精，在灯影之间重现。演出后观众可上台体验皮影操作。',
      en: 'The Monkey King defeats the White Bone Demon in light and shadow. After the show the audience may try the puppets on stage.',
    },
    type: 'children',
    venue: 'multi',
    events: [
      { day: 2, time: matinee },
      { day: 9, time: matinee },
      { day: 16, time: matinee },
      { day: 23, time: matinee },
    ],
    prices: [
      { price: 80, stock: 100 },
      { price: 120, stock: 60 },
    ],
    palette: ['#6a040f', '#ffba08'],
  },
  // The festival's programme: festival_project nodes, all in the Studio Theatre.
  {
    key: 'waiting-for-godot',
    projectToken: 'PRJ2001',
    festival: true,
    title: { 'zh-hans': '《等待戈多》', en: 'Waiting for Godot' },
    subtitle: { 'zh-hans': '贝克特 · 戏剧节开幕', en: 'Beckett, festival opening' },
    summary: {
      'zh-hans': '一条乡间小路，一棵树，两个等待的人。戏剧节以贝克特的荒诞经典开幕。',
      en: "A country road, a tree, two men waiting. The festival opens with Beckett's absurdist classic.",
    },
    type: 'drama',
    venue: 'studio',
    events: [
      { day: 30, time: evening },
      { day: 31, time: evening },
    ],
    prices: [
      { price: 180, stock: 60 },
      { price: 280, stock: 40 },
    ],
    palette: ['#283618', '#dda15e'],
    // went on sale a week before seed time: a time in the past reads as on sale
    onSale: { minutes: -7 * 24 * 60 },
  },
  {
    key: 'the-seagull',
    projectToken: 'PRJ2002',
    festival: true,
    title: { 'zh-hans': '《海鸥》', en: 'The Seagull' },
    subtitle: { 'zh-hans': '契诃夫', en: 'Chekhov' },
    summary: {
      'zh-hans': '湖边庄园里的一个夏天，关于艺术、爱情与失去。',
      en: 'A summer on a lakeside estate: art, love and loss.',
    },
    type: 'drama',
    venue: 'studio',
    events: [
      { day: 32, time: evening },
      { day: 33, time: matinee },
    ],
    prices: [
      { price: 180, stock: 60 },
      { price: 280, stock: 40 },
    ],
    palette: ['#023e8a', '#caf0f8'],
    // goes on sale 45 minutes after seed time: within the hour, so its page counts down (issue 45)
    onSale: { minutes: 45 },
  },
  {
    key: 'teahouse',
    projectToken: 'PRJ2003',
    festival: true,
    title: { 'zh-hans': '《茶馆》', en: 'Teahouse' },
    subtitle: { 'zh-hans': '老舍', en: 'Lao She' },
    summary: {
      'zh-hans': '裕泰茶馆里的半个世纪，七十多个人物，三个时代。',
      en: 'Half a century in the Yutai teahouse: seventy characters across three eras.',
    },
    type: 'drama',
    venue: 'studio',
    events: [
      { day: 34, time: evening },
      { day: 35, time: evening },
    ],
    // every price but the dearest sold out (issue 20: the buy box preselects the one with tickets left)
    prices: [
      { price: 200, stock: 60, sold: 60 },
      { price: 250, stock: 40, sold: 40 },
      { price: 300, stock: 40 },
    ],
    palette: ['#582f0e', '#ede0d4'],
  },
  {
    key: 'hamlet',
    projectToken: 'PRJ2004',
    festival: true,
    title: { 'zh-hans': '《哈姆雷特》', en: 'Hamlet' },
    subtitle: { 'zh-hans': '莎士比亚 · 戏剧节闭幕', en: 'Shakespeare, festival closing' },
    summary: {
      'zh-hans': '生存还是毁灭？戏剧节以莎士比亚最著名的悲剧闭幕。',
      en: "To be, or not to be? The festival closes with Shakespeare's best-known tragedy.",
    },
    type: 'drama',
    venue: 'studio',
    events: [
      { day: 36, time: evening },
      { day: 37, time: evening },
    ],
    prices: [
      { price: 220, stock: 60 },
      { price: 320, stock: 40 },
    ],
    palette: ['#212529', '#c1121f'],
  },
];

/** The start of an event as a millisecond timestamp, `seededAt` being when the database was seeded. */
/** A show's on-sale time (epoch ms), minutes from seed time, to the whole minute. */
export function onSaleTime(onSale: { minutes: number }, seededAt: number): number {
  return Math.ceil((seededAt + onSale.minutes * 60_000) / 60_000) * 60_000;
}

export function showTime(event: EventSeed, seededAt: number): number {
  const [h, m] = event.time.split(':').map(Number);
  // Asia/Shanghai is UTC+8 all year.
  const shanghaiMidnight = Math.floor((seededAt + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
  return shanghaiMidnight + event.day * 86_400_000 + (h * 60 + m) * 60_000;
}
