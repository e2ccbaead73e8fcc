#include "analysis/pythonengine.h"
#include "core/logging.h"

#include "core/backgroundpriority.h"

#include <pybind11/embed.h>

#include <QCoreApplication>
#include <QMutex>
#include <QMutexLocker>
#include <QThread>
#include <QWaitCondition>

#include <cstdlib>
#include <deque>
#include <optional>
#include <stdexcept>

namespace py = pybind11;

#if defined(__SANITIZE_ADDRESS__)
// LeakSanitizer, in sanitizer builds only. CPython keeps interned strings, static types
// and other process-lifetime memory (Py_Finalize does not free them), and pybind11
// 2.10's finalize_interpreter() allocates its local internals anew while tearing them
// down. Neither is ours to free. Suppress leaks allocated *inside* them only, so that a
// leak in our code is still reported. Weak: an executable may define its own list.
extern "C" __attribute__((weak)) const char* __lsan_default_suppressions()
{
    // libcrypto: OpenSSL state that hashlib (imported by black) allocates and
    // CPython's finalisation never frees.
    return "leak:libpython3\n"
           "leak:libcrypto\n"
           "leak:pybind11::detail::local_internals::local_internals\n";
}
#endif

namespace dtriage {
namespace {

struct Job {
    std::function<void()> task;
    std::function<void(std::exception_ptr)> onError;
};

// The thread that owns the interpreter. A plain queue and wait condition rather than
// an event loop: the thread does nothing but run Python work in order.
class PythonThread final : public QThread {
public:
    PythonThread()
    {
        setObjectName(QStringLiteral("dtriage-python"));
        // CPython's parser and our analysis recurse; give them room beyond the default.
        setStackSize(16u * 1024u * 1024u);
    }

    bool post(Job job)
    {
        QMutexLocker lock(&m_mutex);
        if (m_stopping)
            return false;
        m_queue.push_back(std::move(job));
        m_wake.wakeOne();
        return true;
    }

    void waitUntilReady()
    {
        QMutexLocker lock(&m_mutex);
        while (!m_ready && !m_stopping)
            m_wake.wait(&m_mutex);
    }

    bool ready()
    {
        QMutexLocker lock(&m_mutex);
        return m_ready && !m_stopping;
    }

    QString whyUnavailable()
    {
        QMutexLocker lock(&m_mutex);
        return m_startError.isEmpty() ? QStringLiteral("the Python engine has shut down")
                                      : m_startError;
    }

    void stop()
    {
        {
            QMutexLocker lock(&m_mutex);
            m_stopping = true;
            m_wake.wakeAll();
        }
        wait();
    }

protected:
    void run() override
    {
        // Analysis is background work: it yields to the window (BackgroundPriority).
        BackgroundPriority::lowerCurrentThread();
        try {
            serve();
        } catch (const std::exception& e) {
            // The interpreter could not start (e.g. no standard library): fail all work.
            failPending(QString::fromUtf8(e.what()));
        }
        failPending(QStringLiteral("the Python engine has shut down"));
    }

private:
    void serve()
    {
        // Isolated: PYTHONPATH/PYTHONHOME and user site-packages must not change what
        // `import ast` means; no site import (we only need the standard library), no
        // signal handlers (the application owns SIGINT).
        PyConfig config;
        PyConfig_InitIsolatedConfig(&config);
        config.site_import = 0;
        config.install_signal_handlers = 0;
        config.write_bytecode = 0;
        py::scoped_interpreter interpreter(&config, 0, nullptr, false);
        qCInfo(lcAnalysis).noquote() << "embedded Python" << Py_GetVersion() << "started";
        markReady();
        py::gil_scoped_release idle;  // the GIL is taken only while a job runs
        while (auto job = next())
            execute(*job);
    }

    void markReady()
    {
        QMutexLocker lock(&m_mutex);
        m_ready = true;
        m_wake.wakeAll();
    }

    std::optional<Job> next()
    {
        QMutexLocker lock(&m_mutex);
        while (m_queue.empty() && !m_stopping)
            m_wake.wait(&m_mutex);
        if (m_stopping)
            return std::nullopt;  // pending jobs are failed by run(), not executed
        Job job = std::move(m_queue.front());
        m_queue.pop_front();
        return job;
    }

    static void execute(Job& job)
    {
        py::gil_scoped_acquire gil;
        try {
            job.task();
        } catch (py::error_already_set& e) {
            // A Python exception object must not outlive the GIL: pass on its text only.
            std::string text = e.what();
            e.restore();
            PyErr_Clear();
            job.onError(std::make_exception_ptr(std::runtime_error(text)));
        } catch (...) {
            job.onError(std::current_exception());
        }
    }

    void failPending(const QString& why)
    {
        std::deque<Job> pending;
        {
            QMutexLocker lock(&m_mutex);
            m_stopping = true;
            m_ready = true;
            if (m_startError.isEmpty())
                m_startError = why;
            pending.swap(m_queue);
            m_wake.wakeAll();
        }
        for (Job& job : pending)
            job.onError(std::make_exception_ptr(std::runtime_error(why.toStdString())));
    }

    QMutex m_mutex;
    QWaitCondition m_wake;
    std::deque<Job> m_queue;
    bool m_ready = false;
    bool m_stopping = false;
    QString m_startError;
};

QMutex s_lifecycle;
PythonThread* s_thread = nullptr;  // never deleted: see shutdown()
bool s_shutDown = false;

void shutdownAtExit() { PythonEngine::shutdown(); }

PythonThread* thread()
{
    QMutexLocker lock(&s_lifecycle);
    if (s_shutDown)
        return nullptr;
    if (!s_thread) {
        s_thread = new PythonThread;
        // Finalize Python while Qt and the C++ runtime are still intact: before
        // ~QCoreApplication returns when there is an application, else at exit.
        if (QCoreApplication::instance())
            qAddPostRoutine(shutdownAtExit);
        std::atexit(shutdownAtExit);
        s_thread->start();
    }
    return s_thread;
}

}  // namespace

void PythonEngine::post(Task task, OnError onError)
{
    if (isPythonThread()) {
        Job job{std::move(task), std::move(onError)};
        try {
            job.task();
        } catch (...) {
            job.onError(std::current_exception());
        }
        return;
    }
    PythonThread* t = thread();
    if (!t) {
        onError(std::make_exception_ptr(std::runtime_error("the Python engine has shut down")));
    } else if (!t->post(Job{std::move(task), onError})) {
        onError(std::make_exception_ptr(std::runtime_error(t->whyUnavailable().toStdString())));
    }
}

bool PythonEngine::isPythonThread()
{
    QMutexLocker lock(&s_lifecycle);
    return s_thread && QThread::currentThread() == s_thread;
}

bool PythonEngine::ensureStarted()
{
    PythonThread* t = thread();
    if (!t)
        return false;
    t->waitUntilReady();
    return t->ready();
}

void PythonEngine::shutdown()
{
    PythonThread* t = nullptr;
    {
        QMutexLocker lock(&s_lifecycle);
        if (s_shutDown)
            return;
        s_shutDown = true;
        t = s_thread;
    }
    if (t && QThread::currentThread() != t)
        t->stop();  // the interpreter is finalized on its own thread
}

}  // namespace dtriage
