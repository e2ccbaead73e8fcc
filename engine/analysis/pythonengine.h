#pragma once
// The process's one embedded CPython interpreter (docs/architecture.md "Threads"). It lives on one
// dedicated thread, started on first use: the interpreter is created and finalized
// there and the GIL is only ever held there, so no other thread (the GUI least of all)
// waits on Python. Work goes in as a function and comes back as a QFuture; Python
// objects never leave that thread, only plain values do.
//
// Shutdown is automatic (QCoreApplication post-routine, else atexit) and may also be
// requested explicitly; work submitted after it fails its future.
#include <QFuture>
#include <QPromise>

#include <exception>
#include <functional>
#include <memory>
#include <type_traits>

namespace dtriage {

class PythonEngine {
public:
    // Runs `work` on the Python thread with the GIL held. The future gets its result,
    // or the exception `work` threw (a Python error arrives as std::runtime_error with
    // Python's message). A future canceled before the work starts skips the work.
    // Called on the Python thread itself, `work` runs at once (no self-deadlock).
    template <class T>
    static QFuture<T> run(std::function<T()> work);

    static bool isPythonThread();
    // True once the interpreter is up; starts it if needed (blocks until it is).
    static bool ensureStarted();
    // Finalizes the interpreter and stops the thread; pending work fails. Idempotent.
    static void shutdown();

private:
    using Task = std::function<void()>;
    using OnError = std::function<void(std::exception_ptr)>;
    static void post(Task task, OnError onError);
};

template <class T>
QFuture<T> PythonEngine::run(std::function<T()> work)
{
    static_assert(!std::is_void_v<T>, "return a value (e.g. bool) from Python work");
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    auto task = [promise, work = std::move(work)] {
        if (!promise->isCanceled())
            promise->addResult(work());
        promise->finish();
    };
    auto onError = [promise](std::exception_ptr error) {
        promise->setException(error);
        promise->finish();
    };
    post(std::move(task), std::move(onError));
    return future;
}

}  // namespace dtriage
