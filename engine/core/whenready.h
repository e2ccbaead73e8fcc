#pragma once
// The one way the engine waits for a QFuture on an object's thread: `onDone(result)`
// once `future` has its result, through a QFutureWatcher owned by `context` (never
// after `context` is gone; a canceled future without a result calls nothing).
// Not QFuture::then(context, ...): in Qt 6.4 a context continuation attached while
// the future finishes on another thread can run twice, and the second run crashes
// on its moved-from promise (seen in tst_triagesession::yamlConflictWritesNothing).
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace dtriage {

template <typename T, typename F>
void whenReady(QObject* context, QFuture<T> future, F onDone)
{
    auto* watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, onDone = std::move(onDone)]() mutable {
                         watcher->deleteLater();
                         if (watcher->future().resultCount() > 0)
                             onDone(watcher->future().result());
                     });
    watcher->setFuture(std::move(future));
}

}  // namespace dtriage
