import { AboutContent } from '@/features/about/components/about-content';

export const AboutRoute = () => <AboutContent />;
