/** @ghar/contracts/places — India's states and cities and the Hindi names of places (the built-in place data, ~550 lines). */
export * from '../constants/locations';
export * from '../constants/locations-hi';
export * from '../constants/localities-hi';
