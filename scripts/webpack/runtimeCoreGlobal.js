/**
 * The global through which remotes built with MF's `externalRuntime` find the federation runtime
 * core: the shell's `provideRuntimeCore` runtime plugin sets it, and a remote running alone gets
 * it from provideFederationRuntime.js (docs/decisions/external-runtime-core.md).
 */
module.exports = { GLOBAL_NAME: '_FEDERATION_RUNTIME_CORE' };
