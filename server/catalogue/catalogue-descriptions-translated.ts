import type { OtherLanguages } from './catalogue-names-translated.ts';

/**
 * The description sentences of `catalogue-words.ts` in Arabic and Japanese, in the same order, so one draw of the
 * generator describes a product in every language. `{noun}`, `{material}`, `{colour}`, `{brand}` and `{fit}` are
 * filled in; the Arabic is phrased so that no word has to agree with the noun's gender.
 */
export const DESCRIPTIONS_TRANSLATED: Record<
  string,
  { opening: OtherLanguages[]; detail: OtherLanguages[]; care: OtherLanguages[] }
> = {
  apparel: {
    opening: [
      {
        ar: 'قطعة أساسية في خزانتك من {brand}: {noun} من {material} {fit}.',
        ja: '{brand}の定番アイテム。{material}を使った{noun}を、{fit}に仕上げました。',
      },
      {
        ar: '{noun} من {brand} {fit}. الخامة: {material}، وتزداد نعومةً مع كل ارتداء.',
        ja: '{fit}に仕上げた{brand}の{noun}。着るほどに柔らかくなる{material}を使用しています。',
      },
      {
        ar: '{noun} بلون {colour} من {material}، بخطوط أنيقة تناسب العمل والسهرة.',
        ja: '{material}を使った{colour}の{noun}。すっきりとしたラインで、オフィスからディナーまで活躍します。',
      },
    ],
    detail: [
      {
        ar: 'درزات متقنة وانسدال مدروس يجعلان تنسيق القطعة سهلاً في كل المواسم.',
        ja: 'きれいな縫い目と計算されたドレープで、季節を問わず重ね着しやすい一着です。',
      },
      {
        ar: 'تُنسَّق مع الملابس الرسمية للمكتب أو مع الدنيم في عطلة نهاية الأسبوع.',
        ja: 'オフィスにはテーラードと、週末にはデニムと合わせて。',
      },
      {
        ar: 'طول من يرتدي القطعة في الصور 177 سم، والمقاس المعروض S.',
        ja: 'モデルの身長は177cm、着用サイズはSです。',
      },
      {
        ar: 'تفاصيل مدروسة تشمل خياطة بلون القماش وحافة مشطّبة بعناية.',
        ja: '共色のステッチやきれいに始末された裾など、細部までこだわりました。',
      },
    ],
    care: [
      { ar: 'الغسيل في الغسالة على حرارة 30 درجة مئوية.', ja: '洗濯機洗い可（30℃）。' },
      { ar: 'تنظيف جاف فقط.', ja: 'ドライクリーニングのみ。' },
      { ar: 'الغسيل يدوياً بماء بارد والتجفيف على سطح مستوٍ.', ja: '冷水で手洗いし、平干ししてください。' },
    ],
  },
  kids: {
    opening: [
      {
        ar: '{noun} بلون {colour} من {brand} للّعب طوال اليوم، بخامة من {material} تتحمّل الحركة.',
        ja: '遊びのために作られた、{brand}の{colour}の{noun}。一日中快適な{material}を使用しています。',
      },
      {
        ar: '{noun} من {material}، بمساحة للحركة وإغلاق سهل للأيدي الصغيرة.',
        ja: '{material}を使った{noun}。動きやすいゆとりと、小さな手でも留めやすい仕様です。',
      },
    ],
    detail: [
      {
        ar: 'درزات مقوّاة تتحمّل الملعب والغسالة.',
        ja: '補強された縫い目で、遊び場でも洗濯機でも丈夫です。',
      },
      { ar: 'مقاسات واسعة قليلاً لتدوم مدة أطول.', ja: '少し大きめのサイズ感で、長く着られます。' },
    ],
    care: [
      { ar: 'الغسيل في الغسالة على حرارة 40 درجة مئوية.', ja: '洗濯機洗い可（40℃）。' },
      {
        ar: 'الغسيل في الغسالة على حرارة 30 درجة مئوية، والتجفيف في المجفف على حرارة منخفضة.',
        ja: '洗濯機洗い可（30℃）。タンブル乾燥は低温で。',
      },
    ],
  },
  footwear: {
    opening: [
      {
        ar: '{noun} من {brand} من {material}، بنعل مبطّن مريح.',
        ja: '{material}を使った{brand}の{noun}。クッション性のあるソールを合わせました。',
      },
      {
        ar: '{noun} بلون {colour} من {material}، للراحة طوال اليوم.',
        ja: '{material}で仕立てた{colour}の{noun}。一日中快適に履けます。',
      },
    ],
    detail: [
      {
        ar: 'نعل داخلي مبطّن ونعل خارجي مرن لراحة من اليوم الأول.',
        ja: 'クッション入りのインソールとしなやかなアウトソールで、初日から履きやすい一足です。',
      },
      {
        ar: 'المقاس مطابق للمعتاد؛ إن كنت بين مقاسين فاختر الأكبر.',
        ja: '標準的なサイズ感です。サイズに迷ったら大きい方をお選びください。',
      },
      {
        ar: 'نعل مطاطي مانع للانزلاق يمنحك ثباتاً على الأرصفة المبلّلة.',
        ja: 'グリップ力のあるラバーソールで、濡れた路面でも安心です。',
      },
    ],
    care: [
      { ar: 'التنظيف بقطعة قماش مبلّلة.', ja: '湿らせた布で拭いてお手入れください。' },
      {
        ar: 'يُنصح برشّ بخاخ واقٍ مناسب قبل الاستخدام الأول.',
        ja: '初めて履く前に、適切な保護スプレーをかけてください。',
      },
    ],
  },
  accessories: {
    opening: [
      {
        ar: '{noun} من {brand} من {material}، بلمسة نهائية فاخرة وهادئة.',
        ja: '{material}を使った{brand}の{noun}。さりげなく上質な仕上がりです。',
      },
      {
        ar: 'لمسة ختامية بلون {colour}: {noun} من {material}.',
        ja: '{colour}が装いを引き締める、{material}の{noun}。',
      },
    ],
    detail: [
      {
        ar: 'من صنع ورشة عائلية صغيرة تمتد خبرتها لعقود.',
        ja: '数十年の経験を持つ小さな家族経営の工房で作られています。',
      },
      {
        ar: 'لمسة ختامية مدروسة تتناسب مع كل ما في خزانتك.',
        ja: 'ワードローブのどんなアイテムにも合う、こだわりの一品です。',
      },
      {
        ar: 'تصل كل قطعة في كيس حفظ، جاهزة للإهداء.',
        ja: 'すべての商品は保存袋に入れてお届けするので、ギフトにも最適です。',
      },
    ],
    care: [
      { ar: 'الحفظ بعيداً عن أشعة الشمس المباشرة.', ja: '直射日光を避けて保管してください。' },
      { ar: 'اتبع إرشادات العناية على الملصق الداخلي.', ja: '内側の洗濯表示に従ってください。' },
    ],
  },
  jewellery: {
    opening: [
      {
        ar: '{noun} من {brand} من {material}، بلمسات نهائية يدوية في ورشتنا الشريكة.',
        ja: '{brand}の{noun}。素材は{material}で、提携工房で一つひとつ手作業で仕上げています。',
      },
      {
        ar: '{noun} بلون {colour} من {material}: تصميم رقيق يسهل تنسيقه مع قطع أخرى.',
        ja: '華奢で重ね付けしやすい{colour}の{noun}。素材は{material}です。',
      },
    ],
    detail: [
      {
        ar: 'تركيبة خالية من النيكل ومضادة للحساسية، لطيفة على البشرة الحساسة.',
        ja: 'ニッケルフリーで低アレルギー性なので、敏感肌にも優しい仕様です。',
      },
      {
        ar: 'تُرتدى وحدها أو مع قطعك اليومية.',
        ja: '単体でも、普段使いのアクセサリーと重ね付けしても。',
      },
    ],
    care: [
      { ar: 'يُرجى تجنّب ملامسة الماء والعطر.', ja: '水や香水に触れないようにしてください。' },
      { ar: 'التلميع برفق بقطعة القماش المرفقة.', ja: '付属のクロスでやさしく磨いてください。' },
    ],
  },
  beauty: {
    opening: [
      {
        ar: 'تركيبة {noun} لدينا تجمع {material} وتناسب جميع أنواع البشرة.',
        ja: '{material}を配合した{noun}。あらゆる肌タイプに合う処方です。',
      },
      {
        ar: '{noun} من {brand} بتركيبة من {material} لإحساس منعش ومريح.',
        ja: '{material}を配合した{brand}の{noun}。みずみずしく心地よい仕上がりです。',
      },
    ],
    detail: [
      {
        ar: 'مُختبر من أطباء الجلد، نباتي وغير مختبر على الحيوانات.',
        ja: '皮膚科医によるテスト済み。ヴィーガン、クルエルティフリーです。',
      },
      { ar: 'بدون عطور صناعية أو بارابين أو كبريتات.', ja: '合成香料、パラベン、サルフェート不使用。' },
      {
        ar: 'العبوة قابلة لإعادة التدوير ومصنوعة من زجاج معاد تدويره بنسبة 50%.',
        ja: 'リサイクル可能なパッケージには、50%リサイクルガラスを使用しています。',
      },
    ],
    care: [
      { ar: 'الحفظ في مكان بارد وجاف.', ja: '涼しく乾燥した場所で保管してください。' },
      { ar: 'الاستخدام خلال 12 شهراً من فتح العبوة.', ja: '開封後12か月以内にご使用ください。' },
    ],
  },
  fragrance: {
    opening: [
      {
        ar: '{noun} من {brand} برائحة {material}، ببداية مشرقة وقاعدة دافئة.',
        ja: '{material}が香る{brand}の{noun}。明るく香り立ち、温かみのあるベースへと落ち着きます。',
      },
      {
        ar: '{noun} بنفحات {material}، ورائحة تبقى قريبة من البشرة.',
        ja: '{material}のノートを中心に組み立てた{noun}。肌に寄り添うように香ります。',
      },
    ],
    detail: [
      {
        ar: 'المزج في غراس، والتعبئة في زجاج ثقيل بغطاء متين.',
        ja: 'グラースで調香し、重厚なキャップ付きの厚手のガラスボトルに詰めました。',
      },
      {
        ar: 'ثبات طويل ورائحة هادئة تناسب كل يوم.',
        ja: '持続性がありながら、毎日使える控えめな香りです。',
      },
    ],
    care: [
      {
        ar: 'الحفظ بعيداً عن الحرارة وأشعة الشمس المباشرة.',
        ja: '高温や直射日光を避けて保管してください。',
      },
    ],
  },
};

/** The fits of `FITS`, in order, as a phrase that follows the noun (Arabic) or qualifies a silhouette (Japanese). */
export const FITS_TRANSLATED: readonly OtherLanguages[] = [
  { ar: 'بقصّة مريحة', ja: 'リラックスしたシルエット' },
  { ar: 'بقصّة عادية', ja: 'レギュラーシルエット' },
  { ar: 'بقصّة ضيّقة', ja: 'スリムなシルエット' },
  { ar: 'بقصّة واسعة وسهلة', ja: 'ゆったりとしたオーバーサイズシルエット' },
  { ar: 'بقصّة مفصّلة', ja: 'テーラードシルエット' },
];

/** The material phrases of `product-types.ts` by their English wording. */
export const MATERIAL_PHRASES: Readonly<Record<string, OtherLanguages>> = {
  'heavyweight organic cotton jersey': {
    ar: 'جيرسي قطن عضوي سميك',
    ja: '厚手のオーガニックコットンジャージー',
  },
  'stretch modal jersey': { ar: 'جيرسي مودال مطّاطي', ja: 'ストレッチモダールジャージー' },
  'Pima cotton': { ar: 'قطن بيما', ja: 'ピマコットン' },
  'extra-fine merino wool': { ar: 'صوف ميرينو فائق النعومة', ja: 'エクストラファインメリノウール' },
  'pure Mongolian cashmere': { ar: 'كشمير منغولي خالص', ja: 'ピュアモンゴリアンカシミヤ' },
  'soft lambswool': { ar: 'صوف حمل ناعم', ja: '柔らかなラムウール' },
  'organic cotton yarn': { ar: 'غزل قطن عضوي', ja: 'オーガニックコットン糸' },
  'full-grain leather': { ar: 'جلد طبيعي كامل الحبيبات', ja: 'フルグレインレザー' },
  'brushed calf suede': { ar: 'شامواه عجل مصقول', ja: 'ブラッシュドカーフスエード' },
  'waxed cotton canvas': { ar: 'كانفاس قطني مشمّع', ja: 'ワックスドコットンキャンバス' },
  'hyaluronic acid and squalane': { ar: 'حمض الهيالورونيك والسكوالين', ja: 'ヒアルロン酸とスクワラン' },
  'stabilised vitamin C and ferulic acid': {
    ar: 'فيتامين سي المستقر وحمض الفيروليك',
    ja: '安定型ビタミンCとフェルラ酸',
  },
  'niacinamide and zinc': { ar: 'النياسيناميد والزنك', ja: 'ナイアシンアミドと亜鉛' },
  'ceramides and oat extract': { ar: 'السيراميدات وخلاصة الشوفان', ja: 'セラミドとオーツ麦エキス' },
  'encapsulated retinol': { ar: 'الريتينول المغلّف', ja: 'カプセル化レチノール' },
  'a soft-focus matte pigment': { ar: 'صبغة مطفية ناعمة', ja: 'ソフトフォーカスのマットな発色' },
  'a satin-finish, buildable pigment': {
    ar: 'صبغة ساتان قابلة للتدرّج',
    ja: '重ねづけできるサテン仕上げの発色',
  },
  'a long-wearing, transfer-proof formula': {
    ar: 'تركيبة تدوم طويلاً ولا تنتقل',
    ja: '色移りしにくいロングラスティング処方',
  },
  'a sheer, hydrating tint': { ar: 'لون شفاف مرطّب', ja: 'シアーでうるおいのある色づき' },
  'green fig and cedar': { ar: 'التين الأخضر والأرز', ja: 'グリーンフィグとシダー' },
  'smoky vetiver and bergamot': {
    ar: 'نجيل الهند الدخاني والبرغموت',
    ja: 'スモーキーなベチバーとベルガモット',
  },
  'amber and tonka bean': { ar: 'العنبر وحبوب التونكا', ja: 'アンバーとトンカビーンズ' },
  'neroli and white musk': { ar: 'النيرولي والمسك الأبيض', ja: 'ネロリとホワイトムスク' },
  'sea salt and sage': { ar: 'ملح البحر والمريمية', ja: 'シーソルトとセージ' },
  'crisp organic cotton poplin': {
    ar: 'بوبلين قطن عضوي متماسك',
    ja: 'ハリのあるオーガニックコットンポプリン',
  },
  'washed European linen': { ar: 'كتان أوروبي مغسول', ja: 'ウォッシュ加工のヨーロピアンリネン' },
  'fluid mulberry silk': { ar: 'حرير التوت الانسيابي', ja: 'しなやかなマルベリーシルク' },
  'lustrous recycled satin': { ar: 'ساتان لامع معاد تدويره', ja: '光沢のあるリサイクルサテン' },
  'softly draped crepe': { ar: 'كريب بانسدال ناعم', ja: '柔らかく落ち感のあるクレープ' },
  'a double-faced wool blend': { ar: 'مزيج صوف بوجهين', ja: 'ダブルフェイスのウール混素材' },
  'water-repellent cotton gabardine': { ar: 'غبردين قطني طارد للماء', ja: '撥水コットンギャバジン' },
  'recycled quilted nylon': { ar: 'نايلون مضرّب معاد تدويره', ja: 'リサイクルキルティングナイロン' },
  'soft goat suede': { ar: 'شامواه ماعز ناعم', ja: '柔らかなゴートスエード' },
  'rigid organic cotton denim': { ar: 'دنيم قطن عضوي متين', ja: 'リジッドオーガニックコットンデニム' },
  'stretch cotton denim': { ar: 'دنيم قطني مطّاطي', ja: 'ストレッチコットンデニム' },
  '18ct gold plate over sterling silver': {
    ar: 'طلاء ذهب عيار 18 على فضة إسترلينية',
    ja: 'スターリングシルバーに18金メッキ',
  },
  'recycled sterling silver': { ar: 'فضة إسترلينية معاد تدويرها', ja: 'リサイクルスターリングシルバー' },
  'freshwater pearls on a fine chain': {
    ar: 'لآلئ المياه العذبة على سلسلة رفيعة',
    ja: '華奢なチェーンに淡水パール',
  },
};
