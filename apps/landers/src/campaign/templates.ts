/** Lander templates this app renders: the nine of spec §2, defined once in core (the API checks them too). */
export { LANDER_TEMPLATES, isLanderTemplate, type LanderTemplate } from '@dating/core/domain';
