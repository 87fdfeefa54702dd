/** Bilingual programme notes for every show in the catalogue (keyed by ShowSeed.key). */
import type { Bi } from './builder';

export type ShowCopy = {
  /** a paragraph about the production */
  about: Bi;
  /** the story */
  story: Bi;
  /** [role zh, role en, name zh, name en] */
  artists: [string, string, string, string][];
  program: Bi<string[]>;
  company: Bi;
  minutes: number;
  age: number;
  discount?: Bi;
};

export const showCopy: Record<string, ShowCopy> = {
  turandot: {
    about: {
      'zh-hans':
        '这版《图兰朵》以青铜与金色为主调，舞台上一座可旋转的巨型城门在三幕之间不断改变北京城的面貌。合唱团一百二十人同台，乐池中是完整编制的海湾歌剧院交响乐团。',
      en: 'This Turandot is staged in bronze and gold: a giant revolving city gate changes the face of Peking from act to act. A chorus of one hundred and twenty shares the stage, with the full Harbour Bay Opera Orchestra in the pit.',
    },
    story: {
      'zh-hans':
        '公主图兰朵宣布：谁能猜中她的三个谜语，便可娶她为妻；猜错者将被处死。流亡王子卡拉夫不顾父亲与侍女柳儿的劝阻，敲响了挑战的铜锣。',
      en: 'Princess Turandot will marry any man who answers her three riddles; those who fail are put to death. The exiled prince Calaf ignores the pleas of his father and the slave girl Liù and strikes the gong.',
    },
    artists: [
      ['指挥', 'Conductor', '林海川', 'Lin Haichuan'],
      ['导演', 'Director', '玛尔塔·罗西', 'Marta Rossi'],
      ['图兰朵', 'Turandot', '孙雅琳', 'Sun Yalin'],
      ['卡拉夫', 'Calaf', '郑博文', 'Zheng Bowen'],
    ],
    program: {
      'zh-hans': ['第一幕：北京城墙下', '第二幕：猜谜', '第三幕：《今夜无人入睡》与黎明'],
      en: ['Act I: Beneath the walls of Peking', 'Act II: The riddles', 'Act III: "Nessun dorma" and the dawn'],
    },
    company: {
      'zh-hans': '海湾歌剧院成立于2009年，每年制作三至四部大型歌剧，拥有一支八十人的职业合唱团。',
      en: 'Harbour Bay Opera was founded in 2009. It stages three or four large-scale operas a year and keeps a professional chorus of eighty.',
    },
    minutes: 165,
    age: 8,
    discount: {
      'zh-hans': '会员购票享9折，银联卡支付再享9折。',
      en: 'Members save 10%; pay with UnionPay for a further 10% off.',
    },
  },
  'moonlight-pier': {
    about: {
      'zh-hans': '《月光码头》是剧院“新作计划”孵化的第一部原创音乐剧，历时三年创作，融合了爵士、沪语老歌与当代流行。',
      en: "Moonlight Pier is the first original musical from the theatre's New Works programme, three years in the making, mixing jazz, old Shanghai songs and contemporary pop.",
    },
    story: {
      'zh-hans': '码头工人阿川在雨夜救下了被追债的歌女白露。两人约定在月光最亮的那一晚一起离开上海，可船票只有一张。',
      en: 'On a rainy night, dock worker Ah Chuan rescues Bai Lu, a singer on the run from her debts. They promise to leave Shanghai together on the brightest moonlit night, but there is only one ticket.',
    },
    artists: [
      ['编剧 / 作词', 'Book and lyrics', '陈墨', 'Chen Mo'],
      ['作曲', 'Music', '许嘉言', 'Xu Jiayan'],
      ['阿川', 'Ah Chuan', '韩立', 'Han Li'],
      ['白露', 'Bai Lu', '周晓桐', 'Zhou Xiaotong'],
    ],
    program: {
      'zh-hans': ['序曲：雨夜', '上半场：十六铺', '中场休息20分钟', '下半场：月光最亮的一晚'],
      en: ['Overture: A rainy night', 'Act One: Shiliupu', 'Interval (20 minutes)', 'Act Two: The brightest night'],
    },
    company: {
      'zh-hans': '海湾音乐剧团由剧院与三所艺术院校共同组建，专注中文原创音乐剧。',
      en: 'The Harbour Bay Musical Company was formed by the theatre with three arts colleges to develop original musicals in Chinese.',
    },
    minutes: 150,
    age: 6,
  },
  'swan-lake': {
    about: {
      'zh-hans':
        '海湾芭蕾舞团以彼季帕与伊万诺夫的经典版本为蓝本，重新绘制了全部布景，四十位舞者共同演绎第二幕的天鹅群舞。',
      en: 'The Harbour Bay Ballet follows the classic Petipa and Ivanov version with newly painted scenery; forty dancers form the swans of Act Two.',
    },
    story: {
      'zh-hans':
        '王子齐格弗里德在湖畔遇见被魔法变成天鹅的公主奥杰塔。只有忠贞的爱情能解除诅咒，而魔王的女儿黑天鹅正等待着舞会的那一夜。',
      en: "Prince Siegfried meets Odette, a princess turned into a swan by a sorcerer, by the lake. Only a faithful love can break the spell, and the sorcerer's daughter, the black swan, is waiting for the night of the ball.",
    },
    artists: [
      ['艺术总监', 'Artistic director', '叶青', 'Ye Qing'],
      ['奥杰塔 / 奥吉莉亚', 'Odette / Odile', '许朵', 'Xu Duo'],
      ['齐格弗里德王子', 'Prince Siegfried', '安德烈·科瓦廖夫', 'Andrei Kovalev'],
    ],
    program: {
      'zh-hans': ['第一幕：王子的生日', '第二幕：湖畔', '第三幕：舞会', '第四幕：黎明的湖'],
      en: ["Act I: The prince's birthday", 'Act II: By the lake', 'Act III: The ball', 'Act IV: The lake at dawn'],
    },
    company: {
      'zh-hans': '海湾芭蕾舞团现有舞者五十二人，保留剧目涵盖古典与当代作品。',
      en: 'The Harbour Bay Ballet has fifty-two dancers and a repertoire of classical and contemporary work.',
    },
    minutes: 140,
    age: 5,
    discount: {
      'zh-hans': '公益票每单限购2张，需出示学生证或长者证入场。',
      en: 'Non-profit tickets: at most 2 per order; bring a student or senior card.',
    },
  },
  thunderstorm: {
    about: {
      'zh-hans': '小剧场版《雷雨》把观众席搬上舞台，观众与周家人同处一间闷热的客厅，听雷声一步步逼近。',
      en: 'This studio Thunderstorm seats the audience on stage, in the same stifling drawing room as the Zhou family, as the thunder comes closer.',
    },
    story: {
      'zh-hans':
        '矿主周朴园的家中，繁漪爱着继子周萍，周萍却爱着侍女四凤。四凤的母亲鲁侍萍来到周家，三十年前的秘密在雷雨之夜被揭开。',
      en: "In the house of mine owner Zhou Puyuan, Fanyi loves her stepson Zhou Ping, who loves the maid Sifeng. When Sifeng's mother arrives, a secret thirty years old comes out on a stormy night.",
    },
    artists: [
      ['导演', 'Director', '吴嘉禾', 'Wu Jiahe'],
      ['周朴园', 'Zhou Puyuan', '冯国栋', 'Feng Guodong'],
      ['繁漪', 'Fanyi', '沈曼', 'Shen Man'],
    ],
    program: {
      'zh-hans': ['第一幕：午后', '第二幕：当晚', '第三幕：鲁家', '第四幕：雷雨之夜'],
      en: ['Act I: Afternoon', 'Act II: That evening', 'Act III: The Lu house', 'Act IV: The night of the storm'],
    },
    company: {
      'zh-hans': '海湾话剧工作室由剧院驻场导演与演员组成，每季推出两部小剧场作品。',
      en: "The Harbour Bay Drama Studio is the theatre's resident ensemble, making two studio productions each season.",
    },
    minutes: 170,
    age: 12,
  },
  'jazz-night': {
    about: {
      'zh-hans': '十七人编制的海湾爵士大乐队每季只演两场，本季邀请纽约小号手马库斯·贝尔担任独奏。',
      en: 'The seventeen-piece Harbour Bay Big Band plays just two nights a season; this time with New York trumpeter Marcus Bell as soloist.',
    },
    story: {
      'zh-hans': '从贝西伯爵到迪兹·吉莱斯皮，从《A列车》到《突尼斯之夜》，一场穿越爵士黄金年代的音乐旅程。',
      en: 'From Count Basie to Dizzy Gillespie, from "Take the A Train" to "A Night in Tunisia": a journey through the golden age of jazz.',
    },
    artists: [
      ['音乐总监', 'Music director', '高岩', 'Gao Yan'],
      ['小号独奏', 'Trumpet', '马库斯·贝尔', 'Marcus Bell'],
      ['主唱', 'Vocals', '黎安', 'Li An'],
    ],
    program: {
      'zh-hans': ['Take the A Train', "Moanin'", 'A Night in Tunisia', 'Fly Me to the Moon', '返场：In the Mood'],
      en: ['Take the A Train', "Moanin'", 'A Night in Tunisia', 'Fly Me to the Moon', 'Encore: In the Mood'],
    },
    company: {
      'zh-hans': '海湾爵士大乐队成立于2015年，成员来自本市各大乐团与爵士俱乐部。',
      en: "The Harbour Bay Big Band was formed in 2015 by players from the city's orchestras and jazz clubs.",
    },
    minutes: 100,
    age: 6,
  },
  'little-prince': {
    about: {
      'zh-hans': '一块投影幕、四位木偶演员和一盏会移动的灯：用最简单的方式讲述最温柔的故事。演出时长约60分钟，无中场。',
      en: 'One projection screen, four puppeteers and a lamp that moves: the gentlest story told in the simplest way. About 60 minutes, no interval.',
    },
    story: {
      'zh-hans':
        '飞行员迫降在撒哈拉沙漠，遇到了一位来自B612小行星的小王子。小王子讲起他的玫瑰、他遇见的国王与商人，还有那只请求被驯养的狐狸。',
      en: 'A pilot crash-lands in the Sahara and meets a little prince from asteroid B612, who tells him about his rose, the king and the businessman he met, and the fox who asked to be tamed.',
    },
    artists: [
      ['导演 / 木偶设计', 'Director and puppets', '苏小满', 'Su Xiaoman'],
      ['灯光设计', 'Lighting', '罗一鸣', 'Luo Yiming'],
    ],
    program: {
      'zh-hans': ['沙漠', '玫瑰', '六颗星球', '狐狸', '回家'],
      en: ['The desert', 'The rose', 'Six planets', 'The fox', 'Going home'],
    },
    company: {
      'zh-hans': '萤火虫剧团专为儿童创作，十年来在全国巡演超过六百场。',
      en: 'Firefly Theatre makes work for children and has given more than six hundred performances across China in ten years.',
    },
    minutes: 60,
    age: 5,
  },
  'peony-pavilion': {
    about: {
      'zh-hans': '青春版《牡丹亭》由年轻一代昆曲演员担纲，保留传统唱腔与身段，舞美以水墨与丝绸营造梦境。',
      en: 'The youth edition of The Peony Pavilion is performed by a young generation of Kunqu artists: traditional singing and movement, with ink-wash and silk for the dream world.',
    },
    story: {
      'zh-hans':
        '太守之女杜丽娘游园后梦见书生柳梦梅，醒来相思成疾而亡。三年后，柳梦梅拾得她的自画像，一段超越生死的爱情由此展开。',
      en: "After a walk in the garden, Du Liniang, a governor's daughter, dreams of the scholar Liu Mengmei and dies of longing. Three years later Liu finds her self-portrait, and a love stronger than death begins.",
    },
    artists: [
      ['总导演', 'Director', '白先和', 'Bai Xianhe'],
      ['杜丽娘', 'Du Liniang', '沈丰英', 'Shen Fengying'],
      ['柳梦梅', 'Liu Mengmei', '俞玖林', 'Yu Jiulin'],
    ],
    program: {
      'zh-hans': ['上本：游园、惊梦、寻梦', '下本：拾画、叫画、回生'],
      en: ['Part one: The garden, the dream, the search', 'Part two: The portrait, the call, the return to life'],
    },
    company: {
      'zh-hans': '江南昆剧院是国家级非物质文化遗产保护单位，已有六十余年历史。',
      en: 'The Jiangnan Kunqu Theatre, over sixty years old, is a national guardian of this intangible cultural heritage.',
    },
    minutes: 180,
    age: 10,
  },
  'beethoven-nine': {
    about: {
      'zh-hans': '新年音乐会上半场演奏贝多芬《莱奥诺拉》第三序曲，下半场是完整的第九交响曲。',
      en: "The New Year's concert opens with Beethoven's Leonore Overture No. 3, then the Ninth Symphony in full.",
    },
    story: {
      'zh-hans': '贝多芬在几乎完全失聪时完成了第九交响曲，并首次在交响曲中加入人声，以席勒的诗篇歌颂人类的团结与欢乐。',
      en: "Beethoven finished the Ninth when he was almost completely deaf, and for the first time brought voices into a symphony, setting Schiller's ode to joy and human fellowship.",
    },
    artists: [
      ['指挥', 'Conductor', '林海川', 'Lin Haichuan'],
      ['女高音', 'Soprano', '孙雅琳', 'Sun Yalin'],
      ['男低音', 'Bass', '赵磊', 'Zhao Lei'],
    ],
    program: {
      'zh-hans': ['贝多芬：《莱奥诺拉》第三序曲', '中场休息', '贝多芬：d小调第九交响曲“合唱”'],
      en: ['Beethoven: Leonore Overture No. 3', 'Interval', 'Beethoven: Symphony No. 9 in D minor, "Choral"'],
    },
    company: {
      'zh-hans': '海湾交响乐团是剧院驻团乐团，每年演出音乐会八十余场。',
      en: "The Harbour Bay Symphony Orchestra is the theatre's resident orchestra and gives more than eighty concerts a year.",
    },
    minutes: 110,
    age: 6,
  },
  breath: {
    about: {
      'zh-hans': '编舞家以呼吸的节奏为线索，六位舞者在一个小时里从静止走向爆发，再回到静止。',
      en: 'The choreographer follows the rhythm of breathing: in one hour six dancers move from stillness to eruption and back.',
    },
    story: {
      'zh-hans': '没有情节，只有身体。吸气、停顿、呼气——舞台上的每一个动作都与现场电子音乐的脉搏同步。',
      en: 'No plot, only bodies. Breathe in, hold, breathe out: every movement follows the pulse of live electronic music.',
    },
    artists: [
      ['编舞', 'Choreography', '林若', 'Lin Ruo'],
      ['作曲 / 现场电子', 'Music and live electronics', '杜威', 'Du Wei'],
    ],
    program: { 'zh-hans': ['吸', '停', '呼'], en: ['In', 'Hold', 'Out'] },
    company: {
      'zh-hans': '呼吸舞团是一支六人当代舞团，作品曾在亚洲与欧洲多个艺术节演出。',
      en: 'Breath Dance is a six-dancer contemporary company that has performed at festivals across Asia and Europe.',
    },
    minutes: 60,
    age: 12,
  },
  'comedy-night': {
    about: {
      'zh-hans': '每周五晚，五位喜剧演员轮番登场，中文与英文段子交替进行，现场提供双语字幕。',
      en: 'Every Friday night five comedians take turns, switching between Chinese and English, with bilingual surtitles.',
    },
    story: {
      'zh-hans': '通勤、相亲、外卖与方言：关于在大城市生活的一切，都可以拿来笑一笑。',
      en: 'Commuting, blind dates, food delivery and dialects: everything about big-city life is fair game.',
    },
    artists: [
      ['主持', 'Host', '王大可', 'Wang Dake'],
      ['演员', 'Comedian', '艾米·陈', 'Amy Chen'],
      ['演员', 'Comedian', '老周', 'Lao Zhou'],
    ],
    program: { 'zh-hans': ['开场', '五段单口', '即兴互动'], en: ['Opening', 'Five sets', 'Improvised finale'] },
    company: {
      'zh-hans': '笑场俱乐部是本市历史最久的单口喜剧厂牌。',
      en: "Laugh Track Club is the city's longest-running stand-up label.",
    },
    minutes: 90,
    age: 16,
  },
  'lighthouse-keeper': {
    about: {
      'zh-hans': '《守灯人》首演于2023年，本轮为第三轮复排演出，已圆满结束。',
      en: 'The Lighthouse Keeper premiered in 2023; this was its third run, now complete.',
    },
    story: {
      'zh-hans':
        '守灯人老陈在孤岛上度过了四十年。一位年轻的邮递员带来一封寄错地址的信，让他决定在灯塔熄灭之前离开小岛一次。',
      en: 'Old Chen has kept the island lighthouse for forty years. A young postman brings a misdelivered letter, and he decides to leave the island once before the light goes out.',
    },
    artists: [
      ['导演', 'Director', '陈墨', 'Chen Mo'],
      ['老陈', 'Old Chen', '冯国栋', 'Feng Guodong'],
    ],
    program: { 'zh-hans': ['上半场', '中场休息', '下半场'], en: ['Act One', 'Interval', 'Act Two'] },
    company: {
      'zh-hans': '海湾音乐剧团出品。',
      en: 'Produced by the Harbour Bay Musical Company.',
    },
    minutes: 140,
    age: 8,
  },
  'shadow-journey': {
    about: {
      'zh-hans': '传统皮影与现代投影同台，孩子们可以在演出后走到幕后，亲手操纵孙悟空。',
      en: 'Traditional shadow puppets meet modern projection; after the show children can go backstage and work the Monkey King themselves.',
    },
    story: {
      'zh-hans': '唐僧师徒西行途中，白骨精三次变化成村姑、老妇与老翁。唯有孙悟空的火眼金睛识破了妖精的伪装。',
      en: "On the road west, the White Bone Demon disguises herself three times, as a village girl, an old woman and an old man. Only the Monkey King's fiery eyes see through her.",
    },
    artists: [
      ['皮影传承人', 'Master puppeteer', '汪天佑', 'Wang Tianyou'],
      ['配乐', 'Music', '陕西华阴老腔乐队', 'Huayin Laoqiang Band'],
    ],
    program: {
      'zh-hans': ['一打：村姑', '二打：老妇', '三打：老翁', '后台体验'],
      en: ['First blow: the girl', 'Second blow: the old woman', 'Third blow: the old man', 'Backstage visit'],
    },
    company: {
      'zh-hans': '华阴皮影社传承百年皮影技艺，作品以陕西老腔伴奏。',
      en: 'The Huayin Shadow Puppet Society keeps a century-old craft alive, accompanied by Shaanxi laoqiang singing.',
    },
    minutes: 70,
    age: 4,
  },
  'waiting-for-godot': {
    about: {
      'zh-hans': '戏剧节开幕作品。两位资深演员在一片空旷的白色舞台上，用幽默与耐心等待一个不会来的人。',
      en: "The festival's opening production. Two veteran actors on an empty white stage wait, with humour and patience, for someone who never comes.",
    },
    story: {
      'zh-hans': '弗拉季米尔与爱斯特拉冈在树下等待戈多。他们聊天、争吵、吃萝卜、想过上吊，又决定明天再来。',
      en: 'Vladimir and Estragon wait under a tree for Godot. They talk, quarrel, eat a carrot, think about hanging themselves, and decide to come back tomorrow.',
    },
    artists: [
      ['导演', 'Director', '彼得·霍尔顿', 'Peter Holden'],
      ['弗拉季米尔', 'Vladimir', '冯国栋', 'Feng Guodong'],
      ['爱斯特拉冈', 'Estragon', '吴嘉禾', 'Wu Jiahe'],
    ],
    program: { 'zh-hans': ['第一幕', '第二幕'], en: ['Act One', 'Act Two'] },
    company: {
      'zh-hans': '海湾话剧工作室与都柏林门廊剧团联合制作。',
      en: 'A co-production of the Harbour Bay Drama Studio and the Porch Theatre, Dublin.',
    },
    minutes: 130,
    age: 12,
  },
  'the-seagull': {
    about: {
      'zh-hans': '来自圣彼得堡的剧组以俄语演出，配中英文字幕。湖面由一整块可升降的镜面构成。',
      en: 'A company from St Petersburg performs in Russian with Chinese and English surtitles; the lake is a single mirror that rises and falls.',
    },
    story: {
      'zh-hans':
        '年轻作家特里波列夫在湖边上演自己的新戏，演员是他爱慕的妮娜。妮娜却爱上了他母亲的情人、著名作家特里果林。',
      en: "Young writer Treplev stages his new play by the lake, with Nina, whom he loves, in the lead. But Nina falls for his mother's lover, the famous writer Trigorin.",
    },
    artists: [
      ['导演', 'Director', '伊琳娜·索科洛娃', 'Irina Sokolova'],
      ['妮娜', 'Nina', '安娜·别洛娃', 'Anna Belova'],
    ],
    program: {
      'zh-hans': ['第一、二幕', '中场休息', '第三、四幕'],
      en: ['Acts I and II', 'Interval', 'Acts III and IV'],
    },
    company: {
      'zh-hans': '圣彼得堡涅瓦剧院成立于1989年。',
      en: 'The Neva Theatre of St Petersburg was founded in 1989.',
    },
    minutes: 150,
    age: 12,
  },
  teahouse: {
    about: {
      'zh-hans': '经典京味话剧，三幕戏跨越清末、民国初年与抗战胜利后三个时代，舞台上的茶馆随时代一点点变旧。',
      en: 'A classic of Beijing drama: three acts across the late Qing, the early Republic and the years after the war, while the teahouse on stage slowly grows old.',
    },
    story: {
      'zh-hans': '掌柜王利发一生都在努力让裕泰茶馆开下去，改良、再改良，却始终抵不过时代的风浪。',
      en: 'Proprietor Wang Lifa spends his life keeping the Yutai teahouse open, reforming and reforming again, but he cannot outlast the storms of history.',
    },
    artists: [
      ['导演', 'Director', '何冰', 'He Bing'],
      ['王利发', 'Wang Lifa', '梁冠华', 'Liang Guanhua'],
    ],
    program: {
      'zh-hans': ['第一幕：1898年', '第二幕：1918年', '第三幕：1945年后'],
      en: ['Act I: 1898', 'Act II: 1918', 'Act III: after 1945'],
    },
    company: {
      'zh-hans': '北京人艺青年剧团特邀演出。',
      en: "Guest performance by the Beijing People's Art Theatre Youth Company.",
    },
    minutes: 160,
    age: 12,
  },
  hamlet: {
    about: {
      'zh-hans': '戏剧节闭幕作品。一座由三百块镜子组成的城堡，一个不断自我怀疑的王子。',
      en: "The festival's closing production: a castle of three hundred mirrors, and a prince who never stops doubting himself.",
    },
    story: {
      'zh-hans': '丹麦王子哈姆雷特从父亲的鬼魂口中得知，叔父谋杀了父王并娶了母后。复仇的念头与犹豫在他心中纠缠。',
      en: "Prince Hamlet learns from his father's ghost that his uncle murdered the king and married the queen. Revenge and hesitation wrestle in his mind.",
    },
    artists: [
      ['导演', 'Director', '汤姆·莫里斯', 'Tom Morris'],
      ['哈姆雷特', 'Hamlet', '郑博文', 'Zheng Bowen'],
      ['奥菲莉娅', 'Ophelia', '周晓桐', 'Zhou Xiaotong'],
    ],
    program: {
      'zh-hans': ['上半场', '中场休息20分钟', '下半场'],
      en: ['Part one', 'Interval (20 minutes)', 'Part two'],
    },
    company: {
      'zh-hans': '布里斯托老维克剧院与海湾大剧院联合制作。',
      en: 'A co-production of Bristol Old Vic and Harbour Bay Grand Theatre.',
    },
    minutes: 190,
    age: 14,
  },
};
