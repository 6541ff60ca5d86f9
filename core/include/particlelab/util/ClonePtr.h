// SPDX-License-Identifier: GPL-3.0-or-later
// An owning pointer to a polymorphic part that copies by cloning: copying a ClonePtr<T> calls
// T::clone(), so a model holding its parts (interactions, constraints, a broadphase) in ClonePtrs
// keeps the compiler's default copy — no hand-listed copy constructor that a new member can miss.
#pragma once

#include <memory>
#include <utility>

namespace pl {

template <class T>
class ClonePtr {
public:
    ClonePtr() = default;
    ClonePtr(std::unique_ptr<T> p) : m_p(std::move(p)) {}  // NOLINT: implicit by design
    ClonePtr(const ClonePtr& other) : m_p(other.m_p ? other.m_p->clone() : nullptr) {}
    ClonePtr& operator=(const ClonePtr& other)
    {
        if (this != &other)
            m_p = other.m_p ? other.m_p->clone() : nullptr;
        return *this;
    }
    ClonePtr(ClonePtr&&) noexcept = default;
    ClonePtr& operator=(ClonePtr&&) noexcept = default;
    ~ClonePtr() = default;

    T* get() const { return m_p.get(); }
    T& operator*() const { return *m_p; }
    T* operator->() const { return m_p.get(); }
    explicit operator bool() const { return m_p != nullptr; }

private:
    std::unique_ptr<T> m_p;
};

} // namespace pl
