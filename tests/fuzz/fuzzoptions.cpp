// Sanitizer defaults for the fuzzers (UBSAN_OPTIONS / ASAN_OPTIONS still override).
// UBSan must abort, not just exit: libFuzzer saves the input from its SIGABRT
// handler, and with g++ UBSan's runtime is not the one libFuzzer hooks into.
extern "C" const char* __ubsan_default_options()
{
    return "print_stacktrace=1:halt_on_error=1:abort_on_error=1";
}
