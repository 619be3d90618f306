// Hostile-input helpers shared by the mutation tests (vm/bytecode and
// runtime): mutants of a module's bytes, and a child process to run one in,
// so that a crash names its mutant instead of taking the test down and a
// loop is cut off by a timer.
#ifndef IREE_TESTING_MUTANTS_H_
#define IREE_TESTING_MUTANTS_H_

#include <errno.h>
#include <signal.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace iree::testing {

// One of: a few bit flips anywhere, a random byte, a small value over a word
// (plausible counts and ordinals), or a truncation.
inline std::vector<uint8_t> Mutate(const std::vector<uint8_t>& bytes,
                                   std::mt19937& rng) {
  std::vector<uint8_t> mutant = bytes;
  if (mutant.empty()) return mutant;
  switch (rng() % 4) {
    case 0:
      for (int j = 1 + rng() % 4; j > 0; --j) {
        mutant[rng() % mutant.size()] ^= uint8_t(1u << (rng() % 8));
      }
      break;
    case 1:
      mutant[rng() % mutant.size()] = uint8_t(rng());
      break;
    case 2:
      if (mutant.size() >= 4) {
        size_t at = rng() % (mutant.size() - 3);
        uint32_t value = rng() % 64;
        std::memcpy(&mutant[at], &value, sizeof(value));
      }
      break;
    case 3:
      mutant.resize(rng() % mutant.size());
      break;
  }
  return mutant;
}

// How a child ended.
struct ChildOutcome {
  enum Kind { kExited, kTimedOut, kCrashed } kind;
  int exit_code = 0;
  std::string signal;
};

// Runs |body| (returning an exit code) in a child process that SIGALRM ends
// after |timeout_us| microseconds. Bodies return codes of their own (10 and
// up) so that a sanitizer's or the system linker's exit (1, 127) reads as the
// crash it is.
template <typename Body>
ChildOutcome RunInChild(Body body, long timeout_us) {
  pid_t child = fork();
  if (child < 0) return {ChildOutcome::kCrashed, 0, "fork failed"};
  if (child == 0) {
    itimerval timer = {{0, 0}, {timeout_us / 1000000, timeout_us % 1000000}};
    setitimer(ITIMER_REAL, &timer, nullptr);
    _exit(body());
  }
  int status = 0;
  pid_t waited = 0;
  do {
    waited = waitpid(child, &status, 0);
  } while (waited < 0 && errno == EINTR);
  if (waited != child) return {ChildOutcome::kCrashed, 0, "waitpid failed"};
  if (WIFSIGNALED(status)) {
    if (WTERMSIG(status) == SIGALRM) return {ChildOutcome::kTimedOut, 0, ""};
    return {ChildOutcome::kCrashed, 0, strsignal(WTERMSIG(status))};
  }
  return {ChildOutcome::kExited, WEXITSTATUS(status), ""};
}

}  // namespace iree::testing

#endif  // IREE_TESTING_MUTANTS_H_
