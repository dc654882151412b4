// The public module of registration: what social login needs to offer sign-up by a network.
export { registrationTypesOf, socialNetworksFor } from './registration-data';
