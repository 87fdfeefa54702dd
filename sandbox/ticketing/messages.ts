/**
 * User-facing messages of the ticketing API. The English text is the key; `msg` is answered in
 * Chinese when the request says langType 1 (or locale zh-hans), otherwise in English.
 */
export type Lang = 'zh' | 'en';

const zh: Record<string, string> = {
  success: '成功',
  Unauthorized: '未授权，请重新登录',
  'Not Found': '未找到',
  'Malformed JSON body': '请求体不是有效的 JSON',
  Required: '必填',
  'Must be number': '必须是数字',
  'Incorrect Email': '邮箱格式不正确',
  'Must be phone number (9-12 digits)': '必须是电话号码（9-12位数字）',
  'Something is wrong with your login credentials': '登录信息有误',
  'Incorrect username or password': '用户名或密码错误',
  'Incorrect captcha': '验证码错误',
  'Captcha expired, please refresh it': '验证码已过期，请刷新',
  'Username exists': '用户名已存在',
  'Minimum number of character is 6': '最少需要6个字符',
  'Password must mix upper and lower case letters and numbers': '密码须同时包含大写字母、小写字母和数字',
  'Password fields must be matches': '两次输入的密码不一致',
  'must be 50 characters or fewer': '不能超过50个字符',
  'must be 3000 characters or fewer': '不能超过3000个字符',
  'Must be 18 characters': '必须是18个字符',
  'Must be 6 characters': '必须是6个字符',
  'Incorrect ID card number': '身份证号码不正确',
  'An ID card is already bound to this account': '该账户已绑定身份证',
  'Incorrect verification code': '验证码不正确',
  'Verification code expired, please send a new one': '验证码已失效，请重新获取',
  'User not found': '用户不存在',
  'Please input your password': '请输入密码',
  'Two fields must be matched': '两次输入必须一致',
  'Incorrect pay password': '支付密码错误',
  'Pay password not set': '尚未设置支付密码',
  'Please confirm with your current pin or an SMS code': '请输入当前支付密码或短信验证码确认',
  'Mobile number does not match this account': '手机号码与账户不符',
  'Please open the points account first': '请先开通积分账户',
  'Unknown project': '演出不存在',
  'A companion seat is sold only with its wheelchair space': '陪同座位须与其轮椅位一同购买',
  'Unknown performance': '场次不存在',
  'Unknown ticket': '票档或座位不存在',
  'Unknown venue': '场馆不存在',
  'Unknown order': '订单不存在',
  'Not in cart': '购物车中没有该商品',
  'This performance has ended': '该场次已结束',
  'Sold out': '已售罄',
  'Not enough tickets left': '余票不足',
  'This seat is no longer available': '该座位已被选',
  'A seat is sold one at a time (goodCount 1)': '每个座位只能购买1张',
  'Please choose seats for this performance': '请为该场次选择座位',
  'Non-seat quantity per purchase: 1 to 6': '每次购买数量为1至6张',
  'At most 6 tickets per performance': '每个场次最多购买6张',
  'Non-profit tickets: one order may hold at most 2': '公益票每笔订单最多2张',
  'Please Bind ID Card With Real-name Ticket.': '购买实名制门票请先绑定身份证。',
  'Please enter one viewer (name and ID card) per real-name ticket': '每张实名制门票须填写一位观演人（姓名和身份证号）',
  'One ticket per ID card per performance': '每个证件每场次限购一张',
  'A member may use at most 2 ID cards (2 tickets) per performance': '每位会员每场次最多使用2个证件（2张票）',
  'Invalid coupon': '优惠券无效',
  'This coupon has been used': '该优惠券已使用',
  'This coupon has expired': '该优惠券已过期',
  'Minimum spend for this coupon not reached': '未达到优惠券使用门槛',
  'Invalid discount code': '优惠码无效',
  'This discount code has expired': '该优惠码已过期',
  'Minimum spend for this discount code not reached': '未达到优惠码使用门槛',
  'Not enough points': '积分不足',
  'Points may pay at most 50% of the order': '积分最多抵扣订单金额的50%',
  'Please select payment method': '请选择支付方式',
  'Unknown payment method': '支付方式不存在',
  'Return URL not allowed': '返回地址不被允许',
  'Nothing to buy': '没有要购买的商品',
  'This order cannot be cancelled': '该订单无法取消',
  'This order can no longer be paid': '该订单已无法支付',
  'Too many requests for this order, please try again': '请求过多，请稍后重试',
  'Conflict, please try again': '操作冲突，请重试',
  'Must be a list': '必须是列表',
  'Must be text': '必须是文本',
};

export function localize(message: string, lang: Lang): string {
  return lang === 'zh' ? (zh[message] ?? message) : message;
}

/** A bilingual value picked by language. */
export function pick(lang: Lang, zhText: string, enText: string): string {
  return lang === 'zh' ? zhText : enText;
}
