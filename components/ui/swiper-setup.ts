import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';

/**
 * Swiper with the modules the sliders use. Imported only dynamically (Slider.tsx): importing
 * 'swiper/modules' dynamically would bundle all of its modules, a static import here keeps five.
 */
export const swiperCode = { Swiper, modules: [A11y, Autoplay, EffectFade, Keyboard, Pagination] };
